import express, { type Express } from 'express'
import { errorHandler, notFound } from './http/error-handler'
import { deliverAfterWrites, noPoweredBy, requestId, securityHeaders, serverTiming } from './http/request-pipeline'
import { authRoutes } from './routes/auth'
import { conversationRoutes } from './routes/conversations'
import { channelRoutes } from './routes/channels'
import { foodRoutes } from './routes/foods'
import { imageRoutes } from './routes/images'
import { meRoutes } from './routes/me'
import { moderationRoutes } from './routes/moderation'
import { notificationRoutes } from './routes/notifications'
import { requestRoutes } from './routes/requests'
import { statsRoutes } from './routes/stats'
import { profileRoutes } from './routes/profiles'
import { blockRoutes } from './routes/blocks'
import { pageRoutes } from './routes/pages'
import { API_PREFIX } from './shared/api-paths'

/** Middleware in order: identify and protect; the routes under /api (writes judge their bodies there), then the pages the function renders; errors last. */
export function createApp(): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.use(noPoweredBy, requestId, securityHeaders)
  app.use(
    API_PREFIX,
    serverTiming,
    deliverAfterWrites,
    authRoutes,
    foodRoutes,
    requestRoutes,
    notificationRoutes,
    statsRoutes,
    imageRoutes,
    conversationRoutes,
  )
  app.use(API_PREFIX, channelRoutes)
  app.use(API_PREFIX, profileRoutes, blockRoutes)
  app.use(API_PREFIX, moderationRoutes, meRoutes)
  app.use(pageRoutes)
  app.use(notFound)
  app.use(errorHandler)
  return app
}
