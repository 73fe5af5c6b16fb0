/**
 * Trust and safety's rules as pure functions (docs/decisions/trust.md): who may leave feedback on
 * a request in which state, when feedback counts are shown, and the limits that follow behaviour.
 */
import {
  FEEDBACK_SHOWN_FROM,
  NEW_ACCOUNT_FOODS,
  NEW_ACCOUNT_MS,
  NEW_ACCOUNT_OPEN_REQUESTS,
  NO_SHOW_LIMIT,
  NO_SHOW_WINDOW_MS,
  OPEN_REQUESTS_AFTER_NO_SHOWS,
} from '../shared/constants'
import { apiErrors } from '../shared/copy'
import type { RequestStatus } from '../shared/request-status'
import type { FeedbackRating } from '../shared/trust'
import { AppError } from './app-error'

/**
 * Whom the caller's feedback on a request is about. Once Collected, each of its two people may
 * rate the other; after a No-show only the donor may, about the requester; never before.
 */
export function feedbackSubject(
  uid: string,
  request: { status: RequestStatus; requesterUid: string; donatorUid: string },
): string {
  const isDonor = uid === request.donatorUid
  if (!isDonor && uid !== request.requesterUid) throw new AppError('forbidden', apiErrors.feedbackNotParticipant)
  if (request.status === 'Collected') return isDonor ? request.requesterUid : request.donatorUid
  if (request.status === 'No-show') {
    if (isDonor) return request.requesterUid
    throw new AppError('forbidden', apiErrors.feedbackAfterNoShow)
  }
  throw new AppError('conflict', apiErrors.feedbackNotYet)
}

/** A profile's counts, or null while too few people gave feedback for the counts to hide who did. */
export function shownFeedback(counts: Record<FeedbackRating, number>): Record<FeedbackRating, number> | null {
  return counts.positive + counts.negative >= FEEDBACK_SHOWN_FROM ? counts : null
}

const secondsUntil = (at: number, now: Date) => String(Math.max(1, Math.ceil((at - now.getTime()) / 1000)))

/** When a new account stops being new; undefined once it is not new. */
function newUntil(accountCreatedAt: Date, now: Date): number | undefined {
  const until = accountCreatedAt.getTime() + NEW_ACCOUNT_MS
  return until > now.getTime() ? until : undefined
}

/**
 * Whether the account is still new (younger than a day). Reports from new accounts reach the
 * moderators but hold no food: otherwise three throwaway accounts could hide anyone's food.
 */
export function isNewAccount(accountCreatedAt: Date, now: Date): boolean {
  return newUntil(accountCreatedAt, now) !== undefined
}

/** A new account may have posted only so many foods: the next one is refused until it is a day old. */
export function assertMayPostFood(account: { createdAt: Date; foodsPosted: number }, now: Date): void {
  const until = newUntil(account.createdAt, now)
  if (until === undefined || account.foodsPosted < NEW_ACCOUNT_FOODS) return
  throw new AppError('limited', apiErrors.newAccountFoods, { headers: { 'Retry-After': secondsUntil(until, now) } })
}

/**
 * Whether the person may hold one more open request: a new account at most 2 (429, until it is a
 * day old), someone marked No-show 3 times in 30 days at most 1 (409, until enough of those
 * no-shows leave the window). `noShows` are the times of the window's no-shows, in any order.
 */
export function assertMayHoldAnotherRequest(
  person: { createdAt: Date; openRequests: number; noShows: readonly Date[] },
  now: Date,
): void {
  const until = newUntil(person.createdAt, now)
  if (until !== undefined && person.openRequests >= NEW_ACCOUNT_OPEN_REQUESTS) {
    throw new AppError('limited', apiErrors.newAccountRequests, {
      headers: { 'Retry-After': secondsUntil(until, now) },
    })
  }
  const windowStart = now.getTime() - NO_SHOW_WINDOW_MS
  const recent = person.noShows
    .map((at) => at.getTime())
    .filter((at) => at >= windowStart)
    .sort((a, b) => a - b)
  if (recent.length < NO_SHOW_LIMIT || person.openRequests < OPEN_REQUESTS_AFTER_NO_SHOWS) return
  // The limit lifts when fewer than NO_SHOW_LIMIT remain in the window: when this one leaves it.
  const lifting = recent[recent.length - NO_SHOW_LIMIT] ?? now.getTime()
  throw new AppError('conflict', apiErrors.noShowLimit, {
    headers: { 'Retry-After': secondsUntil(lifting + NO_SHOW_WINDOW_MS, now) },
  })
}
