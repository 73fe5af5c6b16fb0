/**
 * The web's own texts of the sign-in screens (the spec's are in functions/src/shared/copy.ts). This
 * file imports nothing, so browser journeys import it too.
 */

/** Texts the spec does not spell out for the login form. */
export const loginText = { submit: 'Login', noAccount: "Don't have an account?" } as const

/** Texts the spec does not spell out for the register form. */
export const registerText = { submit: 'Register', haveAccount: 'Already have an account?' } as const

/** Texts the spec leaves open (it says only that the fields are required). */
export const requiredText = {
  name: 'Name is required',
  email: 'Email is required',
  photoURL: 'Photo URL is required',
  password: 'Password is required',
} as const

export const googleButtonText = 'Continue with Google'

/**
 * What follows the spec's 'Something went wrong ' for each Firebase Auth error a person can cause,
 * keyed by Firebase's error code. Wrong password and unknown user share a code on projects with
 * email enumeration protection (`auth/invalid-credential`).
 */
export const authErrorText: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead, or use another email.',
  'auth/invalid-credential': 'The email or the password is not right. Check both and try again.',
  'auth/wrong-password': 'The password is not right. Try again, or reset it with Forgot password?',
  'auth/user-not-found': 'There is no account with this email. Check the address, or register.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before you signed in. Try again when ready.',
  'auth/cancelled-popup-request': 'The Google window was closed before you signed in. Try again when ready.',
  'auth/popup-blocked': 'The browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/network-request-failed': 'FoodShare could not reach the sign-in service. Check your connection and try again.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
}

/** The "Forgot password?" screen. Its confirmation never says whether the address has an account. */
export const forgotPasswordText = {
  title: 'Reset your password',
  intro: "Enter your account's email and we'll send a link to set a new password.",
  submit: 'Send reset link',
  sent: (email: string) =>
    `If an account uses ${email}, a link to set a new password is on its way. Check your inbox (and spam folder).`,
  backToLogin: 'Back to Login',
} as const

/** Above the login form when a visitor was sent there from a food's details. */
export const loginReasonText = { details: "Log in to see this food's details and request it" } as const
