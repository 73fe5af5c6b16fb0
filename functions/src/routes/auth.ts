import { Router } from 'express'
import { AppError } from '../domain/app-error'
import { methodNotAllowed } from '../http/method-not-allowed'
import {
  acceptWrite,
  bearerToken,
  endSession,
  isSessionOf,
  SESSION_COOKIE_OPTIONS,
  sessionCookie,
  startSession,
} from '../http/request-pipeline'
import { SESSION_COOKIE_MAX_AGE_MS, SESSION_COOKIE_NAME } from '../shared/constants'
import { apiErrors } from '../shared/copy'

export const authRoutes = Router()

/**
 * Starts a cookie session from the Firebase ID token in `Authorization`. An email in the body is
 * ignored. A caller who already holds a live session of the same user keeps it, so a page reload
 * long after sign-in does not need a fresh sign-in.
 */
authRoutes
  .route('/jwt')
  .post(acceptWrite, async (req, res) => {
    const idToken = bearerToken(req)
    if (!idToken) throw new AppError('unauthenticated', apiErrors.unauthenticated)
    const existing = sessionCookie(req)
    if (existing && (await isSessionOf(existing, idToken))) {
      res.json({ success: true })
      return
    }
    const cookie = await startSession(idToken, new Date())
    res.cookie(SESSION_COOKIE_NAME, cookie, { ...SESSION_COOKIE_OPTIONS, maxAge: SESSION_COOKIE_MAX_AGE_MS })
    res.json({ success: true })
  })
  .all(methodNotAllowed('POST'))

authRoutes
  .route('/logout')
  .post(acceptWrite, async (req, res) => {
    const cookie = sessionCookie(req)
    if (cookie) await endSession(cookie)
    res.clearCookie(SESSION_COOKIE_NAME, SESSION_COOKIE_OPTIONS)
    res.json({ success: true })
  })
  .all(methodNotAllowed('POST'))
