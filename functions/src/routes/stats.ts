import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { getStats } from '../services/stats'
import { apiPaths } from '../shared/api-paths'

/** Everyone's impact: the same for everyone and slow to change, so the CDN and browsers keep it a minute. */
export const statsRoutes = Router()

statsRoutes
  .route(apiPaths.stats)
  .get(async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=60')
    res.json(await getStats())
  })
  .all(methodNotAllowed('GET'))
