import {
  GoogleAuthProvider,
  reauthenticateWithCredential,
  signInWithCredential,
  type Auth,
  type User,
} from 'firebase/auth'

/**
 * Test-only Google sign-in, for builds connected to the Auth emulator alone: auth-bridge.tsx
 * imports this file inside `if (import.meta.env.VITE_AUTH_EMULATOR_URL)`, which Vite folds to
 * `if ("")` in a production build, so neither the branch nor this chunk exists there
 * (emulator-google.test.ts builds one and checks).
 *
 * The Auth emulator accepts an unsigned Google ID token (its claims as JSON) and signs in a user
 * whose provider is google.com, with no popup and no https://apis.google.com. Browser journeys
 * set the account on `window` before the page loads; without it the popup flow runs as in
 * production.
 */
export const EMULATOR_GOOGLE_ACCOUNT = '__foodshareEmulatorGoogleAccount'

/** The Google account the emulator signs in: `sub` is Google's stable id, so reuse it to come back. */
export interface EmulatorGoogleAccount {
  sub: string
  email: string
  name: string
  picture?: string
}

function accountOnPage(): EmulatorGoogleAccount | undefined {
  return (window as unknown as Record<string, EmulatorGoogleAccount | undefined>)[EMULATOR_GOOGLE_ACCOUNT]
}

function credentialOnPage() {
  const account = accountOnPage()
  return account && GoogleAuthProvider.credential(JSON.stringify({ ...account, email_verified: true }))
}

/** Signs the page's emulator Google account in; false when the page set none. */
export async function signInWithEmulatorGoogle(auth: Auth): Promise<boolean> {
  const credential = credentialOnPage()
  if (!credential) return false
  await signInWithCredential(auth, credential)
  return true
}

/** Proves again that the signed-in person is the page's emulator Google account; false when the page set none. */
export async function reauthenticateWithEmulatorGoogle(user: User): Promise<boolean> {
  const credential = credentialOnPage()
  if (!credential) return false
  await reauthenticateWithCredential(user, credential)
  return true
}
