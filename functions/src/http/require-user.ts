import type { NextFunction, Request, Response } from 'express'
import { SESSION_COOKIE_NAME } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { assertModerator, type SessionUser } from '../domain/account'
import { userFromIdToken, userFromSessionCookie } from '../services/session'
import { readCookie } from './cookies'
import { AppError } from '../domain/app-error'

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')
  return match?.[1]
}

export function sessionCookie(req: Request): string | undefined {
  return readCookie(req.headers.cookie, SESSION_COOKIE_NAME)
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
