/** Helpers for the tests of arranging a pickup: windows at chosen times, and people on both sides. */
import { Timestamp } from 'firebase-admin/firestore'
import type { RequestStatus } from '../shared/request-status'
import { insertResult, notificationList, queuedRequestBody } from '../shared/responses'
import { conversations } from '../store/conversations'
import { buildFood, buildRequest, postFood } from './builders'
import { daysFromNow } from './dates'
import { get, patch, post } from './http'
import { expectBody } from './responses'
import { bearer, signUpUser, type TestUser } from './users'

const MINUTE = 60_000

/** A window `fromMinutes` from now lasting `minutes`, in UTC, to the whole minute. */
export function windowIn(fromMinutes: number, minutes = 60): { start: string; end: string } {
  const start = Math.ceil((Date.now() + fromMinutes * MINUTE) / MINUTE) * MINUTE
  return { start: new Date(start).toISOString(), end: new Date(start + minutes * MINUTE).toISOString() }
}

export const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE)

export async function askFor(user: TestUser, foodId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await post('/request', { as: bearer(user), body: buildRequest(foodId, extra) })
  return expectBody(response, 201, insertResult).insertedId
}

export async function moveTo(donor: TestUser, requestId: string, status: RequestStatus) {
  return expectBody(
    await patch(`/request/${requestId}`, { as: bearer(donor), body: { status } }),
    200,
    queuedRequestBody,
  )
}

export interface Pickup {
  donor: TestUser
  requester: TestUser
  foodId: string
  requestId: string
  window: { start: string; end: string }
}

/** A donor's food with one window (`startInMinutes` from now) and a person who asked for it in that window. */
export async function askedInWindow(
  startInMinutes = 180,
  food: Record<string, unknown> = {},
  message = '',
): Promise<Pickup> {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const window = windowIn(startInMinutes)
  const foodId = await postFood(
    bearer(donor),
    buildFood({ quantity: 4, expireDateTime: daysFromNow(3), pickupWindows: [window], ...food }),
  )
  const requestId = await askFor(requester, foodId, { portions: 2, pickupWindow: window, message })
  return { donor, requester, foodId, requestId, window }
}

export async function kindsOf(user: TestUser, requestId: string): Promise<string[]> {
  const events = expectBody(await get('/notifications', { as: bearer(user) }), 200, notificationList)
  return events.filter((event) => event.requestId === requestId).map((event) => event.kind)
}

/** Moves a conversation's close back in time, behind the API's back: the API has no clock to turn. */
export async function closedDaysAgo(requestId: string, days: number): Promise<void> {
  await conversations.doc(requestId).update({ closedAt: Timestamp.fromMillis(Date.now() - days * 86_400_000) })
}
