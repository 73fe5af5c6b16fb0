import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import { logger } from 'firebase-functions'
import { announceDue } from '../services/alerts'
import { deliverDue } from '../services/deliveries'
import { meterStoreUsage, newStoreUsage } from '../store/firestore-call'

/** What runs around every request, before any route: its id, the answer's headers, its cost, and what a write sends after. */

/**
 * Says nothing of what runs behind. Our app never sets `X-Powered-By`, but the Functions
 * emulator's own express wrapper does before our app runs, so take it off again.
 */
export const noPoweredBy: RequestHandler = (_req, res, next) => {
  res.removeHeader('X-Powered-By')
  next()
}

export const requestId: RequestHandler = (_req, res, next) => {
  const id = randomUUID()
  res.locals.requestId = id
  res.setHeader('X-Request-Id', id)
  next()
}

/** The API answers JSON only; nothing it sends should be framed, sniffed or cached by default. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  res.setHeader('Cache-Control', 'private, no-store')
  next()
}

/**
 * Meters what each request costs in Firestore and says so in `Server-Timing` (browsers' developer
 * tools show it): `firestore;dur=<ms>;desc="reads=<documents read>"`. The header is set as the
 * answer's headers go out, so errors carry it too.
 */
export const serverTiming: RequestHandler = (_req, res, next) => {
  const usage = newStoreUsage()
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
  // Express has no hook for "headers are about to be sent"; writeHead is where every answer passes.
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) {
      res.setHeader('Server-Timing', `firestore;dur=${usage.ms.toFixed(1)};desc="reads=${usage.reads}"`)
    }
    return writeHead(...args)
  }) as typeof res.writeHead
  meterStoreUsage(usage, next)
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A few foods a write may have listed (a reinstated donor's several); the job takes the rest. */
const ANNOUNCE_AFTER_WRITE = 20

/**
 * A write that succeeded may have listed a food (store/announcements.ts) and put events in the
 * outbox (store/deliveries.ts): match the one against the alerts, then send the other (the
 * matches' events among them), once the answer is out, never holding it up nor failing it. What
 * this misses (an instance stopped early, a push service down) the scheduled job does
 * (jobs/channels.ts).
 */
export const deliverAfterWrites: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method)) {
    res.once('finish', () => {
      if (res.statusCode >= 400) return
      const now = new Date()
      announceDue(now, ANNOUNCE_AFTER_WRITE)
        .catch((error: unknown) => {
          logger.warn('Matching after a write failed; the scheduled job will retry', { error })
        })
        .then(() => deliverDue(now))
        .catch((error: unknown) => {
          logger.warn('Sending after a write failed; the scheduled job will retry', { error })
        })
    })
  }
  next()
}
