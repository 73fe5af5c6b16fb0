import type { NextFunction, Request, Response } from 'express'
import { SESSION_COOKIE_NAME } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import type { SessionUser } from '../domain/account'
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

/** A protected route takes the session cookie or a Bearer ID token, and nothing else. */
export async function requireUser(req: Request, res: Response, next: NextFunction): Promise<void> {
  const cookie = sessionCookie(req)
  const token = bearerToken(req)
  let failure: unknown = new AppError('unauthenticated', apiErrors.unauthenticated)
  for (const attempt of [
    cookie === undefined ? undefined : () => userFromSessionCookie(cookie),
    token === undefined ? undefined : () => userFromIdToken(token),
  ]) {
    if (!attempt) continue
    try {
      res.locals.user = await attempt()
      return next()
    } catch (error) {
      failure = error
    }
  }
  next(failure)
}

/**
 * The caller of a public route, when they are signed in: what they see may leave out what they
 * should not see (blocked people's foods). Bad or absent credentials make an anonymous caller,
 * never an error, since the route needs none.
 */
export async function callerIfAny(req: Request): Promise<SessionUser | undefined> {
  const cookie = sessionCookie(req)
  const token = bearerToken(req)
  for (const attempt of [
    cookie === undefined ? undefined : () => userFromSessionCookie(cookie),
    token === undefined ? undefined : () => userFromIdToken(token),
  ]) {
    if (!attempt) continue
    try {
      return await attempt()
    } catch {
      // An expired cookie on a public page: show it as to anyone.
    }
  }
  return undefined
}
