import { auth } from '../../functions/src/store/firebase'
import { findFood, type StoredFood } from '../../functions/src/store/foods'

/**
 * Server-side tools for journeys, through firebase-admin against the same emulators (the e2e
 * project's environment points it there).
 */

/** Ends every session of the user: the server refuses their cookies from now on. */
export async function revokeSessions(uid: string): Promise<void> {
  // Revocation compares whole seconds: a sign-in in the same second as the revocation would
  // still count as valid, so revoke in a later second than the last sign-in.
  const lastSignIn = Date.parse((await auth.getUser(uid)).metadata.lastSignInTime ?? '') || Date.now()
  const laterSecond = (Math.floor(lastSignIn / 1000) + 1) * 1000
  if (Date.now() < laterSecond) await new Promise((resolve) => setTimeout(resolve, laterSecond - Date.now()))
  await auth.revokeRefreshTokens(uid)
}

/** The food document as stored, or undefined when it is gone. */
export async function readFood(id: string): Promise<StoredFood | undefined> {
  return findFood(id)
}
