import express, { type Express } from 'express'
import { errorHandler, notFound } from './http/error-handler'
import { jsonBody } from './http/json-body'
import { requestId, sameOriginWrites, securityHeaders } from './http/security'
import { serverTiming } from './http/server-timing'
import { authRoutes } from './routes/auth'
import { foodRoutes } from './routes/foods'
import { requestRoutes } from './routes/requests'
import { API_PREFIX } from './shared/api-paths'

/** Middleware in order: identify, protect, parse; the routes under /api; errors last. */
export function createApp(): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.use(requestId, securityHeaders, sameOriginWrites, jsonBody)
  app.use(API_PREFIX, serverTiming, authRoutes, foodRoutes, requestRoutes)
  app.use(notFound)
  app.use(errorHandler)
  return app
}
