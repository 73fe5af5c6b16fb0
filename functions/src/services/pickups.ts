import { createEvent } from 'ics'
import { AppError } from '../domain/app-error'
import { participantOf } from '../domain/conversation'
import { apiErrors } from '../shared/copy'
import { findRequest } from '../store/requests'
import type { SessionUser } from '../domain/account'
import { pickupPointOf } from '../domain/food'

/** Who may have the calendar entry, and when: the two people, once the donor accepted. */
const CALENDAR_STATUSES = ['Accepted', 'Collected']

/**
 * The pickup as an iCalendar file (RFC 5545), written by the `ics` library: one VEVENT with a UID
 * that stays the same for the request (so a second download updates the entry), the chosen window
 * in UTC (without one, acceptance to `confirmBy`), "Pick up {food}", and the pickup point. Both
 * people may see the exact point of an accepted request (docs/decisions/near-me.md), so `GEO` is
 * there whenever the food has a pin.
 */
export async function calendarOf(user: SessionUser, requestId: string): Promise<string> {
  const request = await findRequest(requestId)
  if (!request) throw new AppError('not-found', apiErrors.requestNotFound)
  participantOf({ requesterUid: request.requesterUid, donorUid: request.donatorUid }, user.uid)
  if (!CALENDAR_STATUSES.includes(request.status)) {
    throw new AppError('conflict', apiErrors.calendarNotYet)
  }
  const start = request.pickupWindow ? Date.parse(request.pickupWindow.start) : request.acceptedAt?.getTime()
  const end = request.pickupWindow ? Date.parse(request.pickupWindow.end) : request.confirmBy?.getTime()
  if (start === undefined || end === undefined) {
    throw new AppError('conflict', apiErrors.calendarNotYet)
  }
  const point = pickupPointOf(request)
  const { error, value } = createEvent({
    productId: 'foodshare/pickup',
    uid: `${request.id}@foodshare`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Pick up ${request.foodName}`,
    location: request.location,
    ...(point && { geo: { lat: point.lat, lon: point.lng } }),
  })
  if (error || !value) throw error ?? new Error('ics wrote no calendar')
  return value
}
