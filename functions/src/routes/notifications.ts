import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { forUser, writeForUser } from '../http/request-pipeline'
import { getNotifications, markNotificationsRead } from '../services/notifications'
import { apiPaths } from '../shared/api-paths'

/** What the sharing loop tells each person of their own requests and foods. */
export const notificationRoutes = Router()

notificationRoutes
  .route(apiPaths.notifications)
  .get(...forUser((_req, user) => getNotifications(user)))
  .all(methodNotAllowed('GET'))

notificationRoutes
  .route(apiPaths.readNotifications)
  .post(...writeForUser((_req, user) => markNotificationsRead(user)))
  .all(methodNotAllowed('POST'))
