/**
 * The web's own texts of the sign-in screens (the spec's are in functions/src/shared/copy.ts). This
 * file imports nothing from '@shared', so browser journeys import it too.
 */
import en from '../locales/en/auth.json'
import { catalogue, onLanguageChanged } from './catalog'

const section = catalogue('auth', en)

/** Texts the spec does not spell out for the login form. */
export const loginText = section('loginText')

/** Texts the spec does not spell out for the register form. */
export const registerText = section('registerText')

/** Texts the spec leaves open (it says only that the fields are required). */
export const requiredText = section('requiredText')

/** Field labels of the sign-in forms. */
export const formText = section('formText')

const authText = section('authText')

/** A live binding: importers read the current language's text at each use. */
export let googleButtonText = authText.google
onLanguageChanged(() => {
  googleButtonText = authText.google
})

/**
 * What follows the spec's 'Something went wrong ' for each Firebase Auth error a person can cause,
 * keyed by Firebase's error code. Wrong password and unknown user share a code on projects with
 * email enumeration protection (`auth/invalid-credential`).
 */
export const authErrorText: Readonly<Record<string, string>> = section('authErrorText')

/** The "Forgot password?" screen. Its confirmation never says whether the address has an account. */
export const forgotPasswordText = section('forgotPasswordText', {
  sent: (email: string) => ({ email }),
})

/** Above the login form when a visitor was sent there from a food's details. */
export const loginReasonText = section('loginReasonText')
