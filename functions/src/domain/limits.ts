import { RATE_LIMITS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { AppError } from './app-error'

export type LimitedAction = keyof typeof RATE_LIMITS

/** The fixed window an attempt at `now` counts in: limits are per verified user, never per IP. */
export function limitWindow(action: LimitedAction, now: Date): { start: number; ms: number } {
  const { windowMs } = RATE_LIMITS[action]
  return { start: Math.floor(now.getTime() / windowMs) * windowMs, ms: windowMs }
}

/**
 * Refuses the attempt numbered `count` in its window past the action's limit, saying when to
 * retry, in the action's own words where it has them.
 */
export function assertWithinLimit(
  action: LimitedAction,
  count: number,
  now: Date,
  message: string = apiErrors.rateLimited,
): void {
  if (count <= RATE_LIMITS[action].limit) return
  const window = limitWindow(action, now)
  const retryAfterSeconds = Math.max(1, Math.ceil((window.start + window.ms - now.getTime()) / 1000))
  throw new AppError('limited', message, { headers: { 'Retry-After': String(retryAfterSeconds) } })
}
