import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { DecodedIdToken } from 'firebase-admin/auth'
import { auth } from '../firebase'
import { SESSION_COOKIE_MAX_AGE_MS, SESSION_COOKIE_NAME } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { assertModerator, isRecentSignIn, type SessionUser } from '../domain/account'
import { AppError } from '../domain/app-error'
import { acceptWrite } from './every-request'

/**
 * Who is calling: the session cookie or a Bearer ID token, verified by Firebase Auth, and the
 * session cookie's start and end (docs/decisions/sessions.md).
 */

/** `__session` is the one cookie Firebase Hosting forwards to functions, so no `__Host-` prefix. */
export const SESSION_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const

/** Reads one cookie from a Cookie header; Hosting forwards only `__session`, so that is all we need. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return undefined
    }
  }
  return undefined
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')
  return match?.[1]
}

export function sessionCookie(req: Request): string | undefined {
  return readCookie(req.headers.cookie, SESSION_COOKIE_NAME)
}

function toSessionUser(token: DecodedIdToken): SessionUser {
  if (!token.email) throw new AppError('forbidden', apiErrors.noEmail)
  return { uid: token.uid, email: token.email, authTime: token.auth_time, moderator: token.moderator === true }
}

/**
 * Whether Firebase Auth could not answer, as against answering that the credential is bad. Only
 * the second is a 401: the web signs a person out on a 401, so a slow or unreachable Auth service
 * must answer "try again" (503) instead of ending a good session.
 */
export function isAuthServiceFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return typeof code === 'string' && (code.startsWith('app/') || code === 'auth/internal-error')
}

async function verified(check: Promise<DecodedIdToken>): Promise<DecodedIdToken> {
  try {
    return await check
  } catch (error) {
    if (isAuthServiceFailure(error))
      throw new AppError('unavailable', apiErrors.unavailable, { cause: error, headers: { 'Retry-After': '5' } })
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

/** The verified caller, set by `requireUser`. */
export function currentUser(res: Response): SessionUser {
  const user = res.locals.user as SessionUser | undefined
  if (!user) throw new AppError('unauthenticated', apiErrors.unauthenticated)
  return user
}

/** The caller by their session cookie or Bearer ID token, or why neither identifies them. */
async function identify(
  req: Request,
  order: 'cookie first' | 'token first' = 'cookie first',
): Promise<{ user: SessionUser } | { failure: unknown }> {
  const cookie = sessionCookie(req)
  const token = bearerToken(req)
  let failure: unknown = new AppError('unauthenticated', apiErrors.unauthenticated)
  const byCookie = cookie === undefined ? undefined : () => userFromSessionCookie(cookie)
  const byToken = token === undefined ? undefined : () => userFromIdToken(token)
  for (const attempt of order === 'cookie first' ? [byCookie, byToken] : [byToken, byCookie]) {
    if (!attempt) continue
    try {
      return { user: await attempt() }
    } catch (error) {
      failure = error
    }
  }
  return { failure }
}

async function authenticate(
  req: Request,
  res: Response,
  next: NextFunction,
  order: 'cookie first' | 'token first',
): Promise<void> {
  const caller = await identify(req, order)
  if ('user' in caller) {
    res.locals.user = caller.user
    return next()
  }
  next(caller.failure)
}

/** A protected route takes the session cookie or a Bearer ID token, and nothing else. */
export function requireUser(req: Request, res: Response, next: NextFunction): Promise<void> {
  return authenticate(req, res, next, 'cookie first')
}

/**
 * For what needs a sign-in of the last minutes (`DELETE /me`): a Bearer ID token, when sent, is
 * tried first, so a person who has just signed in again is judged by that sign-in and not by
 * their older session cookie's.
 */
export function requireFreshUser(req: Request, res: Response, next: NextFunction): Promise<void> {
  return authenticate(req, res, next, 'token first')
}

/** Signed out: 401; signed in without the `moderator` claim: 403 (docs/decisions/trust.md). */
export function requireModerator(req: Request, res: Response, next: NextFunction): Promise<void> {
  return requireUser(req, res, (error?: unknown) => {
    if (error) return next(error)
    try {
      assertModerator(currentUser(res))
      next()
    } catch (refused) {
      next(refused)
    }
  })
}

/**
 * The caller of a public route, when they are signed in: what they see may leave out what they
 * should not see (blocked people's foods). Bad or absent credentials make an anonymous caller,
 * never an error, since the route needs none.
 */
export async function callerIfAny(req: Request): Promise<SessionUser | undefined> {
  const caller = await identify(req)
  return 'user' in caller ? caller.user : undefined
}

/** What a route answers a verified caller: the request and the caller in, the JSON body out. */
type Answer = (req: Request, user: SessionUser) => Promise<unknown>

function answering(answer: Answer, status: number): RequestHandler {
  return async (req, res) => {
    res.status(status).json(await answer(req, currentUser(res)))
  }
}

/** A read for a signed-in caller, answered with `answer`'s JSON. */
export function forUser(answer: Answer): RequestHandler[] {
  return [requireUser, answering(answer, 200)]
}

/** A write by a signed-in caller: from our own site with a JSON body or none, then answered with `answer`'s JSON. */
export function writeForUser(answer: Answer, status = 200): RequestHandler[] {
  return [acceptWrite, requireUser, answering(answer, status)]
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
