import type { RequestHandler } from 'express'
import { logger } from 'firebase-functions'
import { deliverDue } from '../services/deliveries'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write that succeeded may have put events in the outbox (store/deliveries.ts): send them once
 * the answer is out, never holding it up nor failing it. What this misses (an instance stopped
 * early, a push service down) the scheduled job sends (jobs/channels.ts).
 */
export const deliverAfterWrites: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method)) {
    res.once('finish', () => {
      if (res.statusCode >= 400) return
      deliverDue(new Date()).catch((error: unknown) => {
        logger.warn('Sending after a write failed; the scheduled job will retry', { error })
      })
    })
  }
  next()
}
