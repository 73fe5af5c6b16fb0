import { describe, expect, test } from 'vitest'
import { NEW_ACCOUNT_MS, NO_SHOW_WINDOW_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import type { RequestStatus } from '../shared/request-status'
import { AppError } from './app-error'
import { assertMayHoldAnotherRequest, assertMayPostFood, feedbackSubject, shownFeedback } from './trust'

const NOW = new Date('2026-03-10T12:00:00Z')
const HOUR = 60 * 60 * 1000
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const OLD = ago(NEW_ACCOUNT_MS * 3)

function refusal(act: () => void): { kind: string; message: string; retryAfter?: string } {
  try {
    act()
  } catch (error) {
    if (error instanceof AppError)
      return { kind: error.kind, message: error.message, retryAfter: error.headers?.['Retry-After'] }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('who may leave feedback about whom', () => {
  const request = (status: RequestStatus) => ({ status, requesterUid: 'req', donatorUid: 'don' })
  test.each([
    ['Collected', 'req', 'don'],
    ['Collected', 'don', 'req'],
    ['No-show', 'don', 'req'],
  ] as const)('%s: %s rates %s', (status, uid, about) => {
    expect(feedbackSubject(uid, request(status))).toBe(about)
  })

  test.each([
    ['No-show', 'req', 'forbidden', apiErrors.feedbackAfterNoShow],
    ['Collected', 'someone', 'forbidden', apiErrors.feedbackNotParticipant],
    ['Requested', 'someone', 'forbidden', apiErrors.feedbackNotParticipant],
    ['Requested', 'don', 'conflict', apiErrors.feedbackNotYet],
    ['Accepted', 'req', 'conflict', apiErrors.feedbackNotYet],
    ['Declined', 'don', 'conflict', apiErrors.feedbackNotYet],
    ['Released', 'req', 'conflict', apiErrors.feedbackNotYet],
  ] as const)('%s: %s is refused (%s)', (status, uid, kind, message) => {
    expect(refusal(() => feedbackSubject(uid, request(status)))).toMatchObject({ kind, message })
  })
})

test.each([
  [{ positive: 0, negative: 0 }, null],
  [{ positive: 1, negative: 1 }, null],
  [
    { positive: 2, negative: 1 },
    { positive: 2, negative: 1 },
  ],
  [
    { positive: 0, negative: 5 },
    { positive: 0, negative: 5 },
  ],
])('feedback counts %o are shown as %o', (counts, shown) => {
  expect(shownFeedback(counts)).toEqual(shown)
})

describe('a new account posts at most 3 foods in its first day', () => {
  test.each([
    [ago(HOUR), 2],
    [OLD, 3],
    [OLD, 50],
    [ago(NEW_ACCOUNT_MS), 3],
  ])('made %s, %i posted: may post', (createdAt, foodsPosted) => {
    expect(() => assertMayPostFood({ createdAt, foodsPosted }, NOW)).not.toThrow()
  })

  test('the fourth is a 429 saying when the limit lifts', () => {
    const refused = refusal(() => assertMayPostFood({ createdAt: ago(HOUR), foodsPosted: 3 }, NOW))
    expect(refused).toEqual({
      kind: 'limited',
      message: apiErrors.newAccountFoods,
      retryAfter: String((NEW_ACCOUNT_MS - HOUR) / 1000),
    })
  })
})

describe('how many open requests a person may hold', () => {
  const noShowsAgo = (...days: number[]) => days.map((day) => ago(day * 24 * HOUR))

  test.each([
    ['an old account, no no-shows, many open', OLD, 9, []],
    ['a new account with 1 open', ago(HOUR), 1, []],
    ['3 no-shows but nothing open', OLD, 0, noShowsAgo(1, 2, 3)],
    ['2 no-shows in the window and 1 open', OLD, 1, noShowsAgo(1, 2)],
    ['3 no-shows, one out of the window, and 1 open', OLD, 1, noShowsAgo(1, 2, 31)],
  ])('%s: may ask', (_case, createdAt, openRequests, noShows) => {
    expect(() => assertMayHoldAnotherRequest({ createdAt, openRequests, noShows }, NOW)).not.toThrow()
  })

  test('a new account with 2 open is a 429 until it is a day old', () => {
    const refused = refusal(() =>
      assertMayHoldAnotherRequest({ createdAt: ago(2 * HOUR), openRequests: 2, noShows: [] }, NOW),
    )
    expect(refused).toEqual({
      kind: 'limited',
      message: apiErrors.newAccountRequests,
      retryAfter: String((NEW_ACCOUNT_MS - 2 * HOUR) / 1000),
    })
  })

  test('3 no-shows in 30 days and 1 open is a 409 until the oldest leaves the window', () => {
    const noShows = noShowsAgo(2, 10, 5)
    const refused = refusal(() => assertMayHoldAnotherRequest({ createdAt: OLD, openRequests: 1, noShows }, NOW))
    expect(refused).toEqual({
      kind: 'conflict',
      message: apiErrors.noShowLimit,
      retryAfter: String((NO_SHOW_WINDOW_MS - 10 * 24 * HOUR) / 1000),
    })
  })

  test('with 4 no-shows the limit lifts when only 2 are left in the window', () => {
    const noShows = noShowsAgo(1, 3, 20, 25)
    const refused = refusal(() => assertMayHoldAnotherRequest({ createdAt: OLD, openRequests: 1, noShows }, NOW))
    expect(refused.retryAfter).toBe(String((NO_SHOW_WINDOW_MS - 20 * 24 * HOUR) / 1000))
  })
})
