/**
 * Firebase Auth accounts as the moderation and the account's deletion change them
 * (docs/decisions/trust.md). A moderator is an account with the custom claim `moderator: true`;
 * it shows in the next ID token the person's client gets (at once on a new sign-in, within the
 * hour otherwise), and in the session cookie made from it.
 */
import { auth } from './firebase'

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found'
}

/**
 * Sets or clears the claim on the account with that email, keeping its other claims; answers
 * the account's uid, or undefined when there is no such account.
 */
export async function setModeratorClaim(email: string, moderator: boolean): Promise<string | undefined> {
  let record
  try {
    record = await auth.getUserByEmail(email)
  } catch (error) {
    if (isUserNotFound(error)) return undefined
    throw error
  }
  const { moderator: _previous, ...others } = record.customClaims ?? {}
  await auth.setCustomUserClaims(record.uid, moderator ? { ...others, moderator: true } : others)
  return record.uid
}

export interface AccountFacts {
  email: string
  name: string
  img: string
  /** ISO 8601: when the account was made. */
  memberSince: string
  disabled: boolean
}

/** What Auth holds of a person, or undefined for an account gone. */
export async function accountOf(uid: string): Promise<AccountFacts | undefined> {
  try {
    const record = await auth.getUser(uid)
    return {
      email: record.email ?? '',
      name: record.displayName ?? '',
      img: record.photoURL ?? '',
      memberSince: new Date(record.metadata.creationTime).toISOString(),
      disabled: record.disabled,
    }
  } catch (error) {
    if (isUserNotFound(error)) return undefined
    throw error
  }
}

/**
 * A suspension disables the account and revokes its refresh tokens; every call verifies tokens
 * and session cookies with the revocation check, which refuses a disabled or revoked account,
 * so the person's next call is a 401 (http/request-pipeline.ts). Reinstating enables it again.
 */
export async function setSuspended(uid: string, suspended: boolean): Promise<void> {
  await auth.updateUser(uid, { disabled: suspended })
  if (suspended) await auth.revokeRefreshTokens(uid)
}

/** The account goes; answers false when it was gone already. */
export async function deleteAccount(uid: string): Promise<boolean> {
  try {
    await auth.deleteUser(uid)
    return true
  } catch (error) {
    if (isUserNotFound(error)) return false
    throw error
  }
}
