import { expect, test } from 'vitest'
import { authErrorText } from '../../texts/auth'
import { authErrorMessage } from './auth-error'

test.each([
  ['auth/email-already-in-use', 'An account with this email already exists. Log in instead, or use another email.'],
  ['auth/invalid-credential', 'The email or the password is not right. Check both and try again.'],
  ['auth/wrong-password', 'The password is not right. Try again, or reset it with Forgot password?'],
  ['auth/user-not-found', 'There is no account with this email. Check the address, or register.'],
  ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again.'],
  ['auth/popup-closed-by-user', 'The Google window was closed before you signed in. Try again when ready.'],
  [
    'auth/network-request-failed',
    'FoodShare could not reach the sign-in service. Check your connection and try again.',
  ],
])('Firebase Auth error %s reads as a sentence', (code, sentence) => {
  const fromCode = Object.assign(new Error(`Firebase: Error (${code}).`), { code })
  expect(authErrorMessage(fromCode)).toBe(sentence)
  // A Firebase error that lost its code (serialised, say) still names it in its message.
  expect(authErrorMessage(new Error(`Firebase: Error (${code}).`))).toBe(sentence)
})

test('an error Firebase Auth does not name keeps its own message', () => {
  expect(authErrorMessage(new Error('Firebase: Error (auth/operation-not-allowed).'))).toBe(
    'Firebase: Error (auth/operation-not-allowed).',
  )
  expect(authErrorMessage(new Error('Profile could not be saved'))).toBe('Profile could not be saved')
  expect(Object.keys(authErrorText)).not.toContain('auth/operation-not-allowed')
})
