import type { RequestHandler } from 'express'
import { meterStoreUsage, newStoreUsage } from '../store/firestore-call'

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
