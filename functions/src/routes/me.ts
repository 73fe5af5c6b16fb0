import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import {
  acceptWrite,
  currentUser,
  requireFreshUser,
  requireUser,
  SESSION_COOKIE_OPTIONS,
} from '../http/request-pipeline'
import { deleteFoodsOf } from '../services/foods'
import { assertMayDeleteAccount, eraseAccount, exportMyData } from '../services/me'
import { withdrawRequestsOf } from '../services/requests'
import { SESSION_COOKIE_NAME } from '../shared/constants'

/** The caller's own data: a download of it, and the account's deletion (docs/decisions/trust.md). */
export const meRoutes = Router()

meRoutes
  .route('/me/export')
  .get(requireUser, async (_req, res) => {
    const now = new Date()
    const data = await exportMyData(currentUser(res), now)
    res.set('Cache-Control', 'no-store')
    res.attachment(`foodshare-data-${now.toISOString().slice(0, 10)}.json`)
    res.json(data)
  })
  .all(methodNotAllowed('GET'))

/**
 * The person's foods and open requests go through their own deletes first (every other person
 * told, as on any delete), then the rest of what is theirs, then the Auth account.
 */
meRoutes
  .route('/me')
  .delete(acceptWrite, requireFreshUser, async (_req, res) => {
    const user = currentUser(res)
    const now = new Date()
    assertMayDeleteAccount(user, now)
    await deleteFoodsOf(user, now)
    await withdrawRequestsOf(user, now)
    await eraseAccount(user)
    res.clearCookie(SESSION_COOKIE_NAME, SESSION_COOKIE_OPTIONS)
    res.json({ success: true })
  })
  .all(methodNotAllowed('DELETE'))
