import { HttpError } from '../http/http-error'
import { RATE_LIMITS } from '../shared/constants'
import { apiErrors } from '../shared/food'
import { countAttempt } from '../store/rate-limits'
import type { SessionUser } from './session'

export type LimitedAction = keyof typeof RATE_LIMITS

/** Limits are per verified user: an IP or X-Forwarded-For is the client's to change. */
export async function enforceRateLimit(user: SessionUser, action: LimitedAction, now: Date): Promise<void> {
  const { limit, windowMs } = RATE_LIMITS[action]
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs
  const count = await countAttempt(`${user.uid}_${action}`, windowStart, windowMs)
  if (count <= limit) return
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000))
  throw new HttpError(429, apiErrors.rateLimited, undefined, { 'Retry-After': String(retryAfterSeconds) })
}
