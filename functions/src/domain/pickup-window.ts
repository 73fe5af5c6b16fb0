/**
 * The rules of pickup windows (docs/decisions/pickup.md), pure: each answers the problem to name
 * under `pickupWindows` or `pickupWindow`, or undefined when all is well.
 */
import { MAX_PICKUP_WINDOW_MS, MIN_PICKUP_WINDOW_MS } from '../shared/constants'
import { endOfExpiryDay } from '../shared/expiry'
import type { PickupWindow } from '../shared/pickup'

const ms = (iso: string) => Date.parse(iso)
const sameWindow = (a: PickupWindow, b: PickupWindow) => ms(a.start) === ms(b.start) && ms(a.end) === ms(b.end)

/** Earliest first: how windows are stored and answered. */
export function sortWindows(windows: readonly PickupWindow[]): PickupWindow[] {
  return [...windows].sort((a, b) => ms(a.start) - ms(b.start))
}

/**
 * A food's windows: each 15 minutes to 12 hours, starting in the future when it is set (a window
 * the food already had may stay as it is, so an edit need not drop one under way), ending by the
 * end of the expiry day, no two overlapping (one may start as another ends).
 */
export function pickupWindowsProblem(
  windows: readonly PickupWindow[],
  expireDateTime: string,
  now: Date,
  kept: readonly PickupWindow[] = [],
): string | undefined {
  for (const window of windows) {
    const length = ms(window.end) - ms(window.start)
    if (length < MIN_PICKUP_WINDOW_MS || length > MAX_PICKUP_WINDOW_MS) {
      return 'Each pickup window must last 15 minutes to 12 hours'
    }
    if (ms(window.start) <= now.getTime() && !kept.some((old) => sameWindow(old, window))) {
      return 'Each pickup window must start in the future'
    }
    if (ms(window.end) > endOfExpiryDay(expireDateTime)) {
      return 'Each pickup window must end by the end of the expiry day'
    }
  }
  const sorted = sortWindows(windows)
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]
    const current = sorted[i]
    if (previous && current && ms(current.start) < ms(previous.end)) return 'Pickup windows must not overlap'
  }
  return undefined
}

/** A request's window: one of the food's that has not ended, required when the food has any. */
export function chosenWindowProblem(
  chosen: PickupWindow | undefined,
  foodWindows: readonly PickupWindow[],
  now: Date,
): string | undefined {
  if (chosen === undefined) return foodWindows.length > 0 ? 'Choose one of the pickup windows' : undefined
  const match = foodWindows.find((window) => sameWindow(window, chosen))
  if (!match) return 'The pickup window must be one of the food’s'
  if (ms(match.end) <= now.getTime()) return 'That pickup window has ended'
  return undefined
}
