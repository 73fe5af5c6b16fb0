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
