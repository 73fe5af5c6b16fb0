import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { currentUser, requireUser } from '../http/require-user'
import { acceptWrite } from '../http/security'
import { getNotifications, markNotificationsRead } from '../services/notifications'
import { apiPaths } from '../shared/api-paths'

/** What the sharing loop tells each person of their own requests and foods. */
export const notificationRoutes = Router()

notificationRoutes
  .route(apiPaths.notifications)
  .get(requireUser, async (_req, res) => {
    res.json(await getNotifications(currentUser(res)))
  })
  .all(methodNotAllowed('GET'))

notificationRoutes
  .route(apiPaths.readNotifications)
  .post(acceptWrite, requireUser, async (_req, res) => {
    res.json(await markNotificationsRead(currentUser(res)))
  })
  .all(methodNotAllowed('POST'))
