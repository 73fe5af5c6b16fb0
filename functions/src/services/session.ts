import type { DecodedIdToken } from 'firebase-admin/auth'
import { auth } from '../firebase'
import { AppError } from '../domain/app-error'
import { isRecentSignIn, type SessionUser } from '../domain/account'
import { SESSION_COOKIE_MAX_AGE_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'

function toSessionUser(token: DecodedIdToken): SessionUser {
  if (!token.email) throw new AppError('forbidden', apiErrors.noEmail)
  return { uid: token.uid, email: token.email, authTime: token.auth_time, moderator: token.moderator === true }
}

async function verified(check: Promise<DecodedIdToken>): Promise<DecodedIdToken> {
  try {
    return await check
  } catch {
    throw new AppError('unauthenticated', apiErrors.unauthenticated)
  }
}

/** Revocation is always checked: a logged-out or disabled user's credentials stop working at once. */
export const CHECK_REVOKED = true

export async function userFromSessionCookie(cookie: string): Promise<SessionUser> {
  return toSessionUser(await verified(auth.verifySessionCookie(cookie, CHECK_REVOKED)))
}

export async function userFromIdToken(idToken: string): Promise<SessionUser> {
  return toSessionUser(await verified(auth.verifyIdToken(idToken, CHECK_REVOKED)))
}

/**
 * Trades a fresh ID token for a session cookie. Only a sign-in of the last few minutes may
 * start a session, so a stolen, older ID token cannot be turned into a 14-day cookie.
 */
export async function startSession(idToken: string, now: Date): Promise<string> {
  const token = await verified(auth.verifyIdToken(idToken, CHECK_REVOKED))
  toSessionUser(token)
  if (!isRecentSignIn(token.auth_time, now)) {
    throw new AppError('unauthenticated', apiErrors.staleSignIn)
  }
  try {
    return await auth.createSessionCookie(idToken, { expiresIn: SESSION_COOKIE_MAX_AGE_MS })
  } catch {
    throw new AppError('unauthenticated', apiErrors.unauthenticated)
  }
}

/** True when the cookie is a live session of the same user the ID token names. */
export async function isSessionOf(cookie: string, idToken: string): Promise<boolean> {
  try {
    const [session, token] = await Promise.all([
      auth.verifySessionCookie(cookie, CHECK_REVOKED),
      auth.verifyIdToken(idToken, CHECK_REVOKED),
    ])
    return session.uid === token.uid
  } catch {
    return false
  }
}

/** Logging out revokes the user's refresh tokens, so a copied cookie dies with the session. */
export async function endSession(cookie: string): Promise<void> {
  let uid: string
  try {
    uid = (await auth.verifySessionCookie(cookie, CHECK_REVOKED)).uid
  } catch {
    return // Already dead: nothing to revoke.
  }
  await auth.revokeRefreshTokens(uid)
}
