import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { currentUser, requireUser } from '../http/require-user'
import { acceptWrite } from '../http/security'
import { getNotifications, markNotificationsRead } from '../services/notifications'
import { getStats } from '../services/stats'

/** What the sharing loop tells people: their own events, and everyone's impact. */
export const communityRoutes = Router()

communityRoutes
  .route('/notifications')
  .get(requireUser, async (_req, res) => {
    res.json(await getNotifications(currentUser(res)))
  })
  .all(methodNotAllowed('GET'))

communityRoutes
  .route('/notifications/read')
  .post(acceptWrite, requireUser, async (_req, res) => {
    res.json(await markNotificationsRead(currentUser(res)))
  })
  .all(methodNotAllowed('POST'))

/** The same for everyone and slow to change: the CDN and browsers keep it a minute. */
communityRoutes
  .route('/stats')
  .get(async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=60')
    res.json(await getStats())
  })
  .all(methodNotAllowed('GET'))
