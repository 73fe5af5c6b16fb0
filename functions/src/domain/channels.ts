/**
 * When each channel may speak (docs/decisions/channels.md): quiet hours hold pushes until they
 * end; a digest goes once a day at the person's `digestAt` in their time zone; failures retry
 * later and later. Pure functions of `now`.
 */
import type { Preferences } from '../shared/channels'

const MINUTE = 60_000
const DAY_MINUTES = 24 * 60

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The wall clock in `timeZone` at `now`: the day (YYYY-MM-DD) and the minute of the day. */
export function localClock(now: Date, timeZone: string): { day: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) }
}

/** `now` moved forward to the next time the local clock shows `minute` (a whole day when it shows it now). */
function nextLocalMinute(now: Date, timeZone: string, minute: number, sameMinuteCounts: boolean): Date {
  const current = localClock(now, timeZone).minute
  let ahead = (minute - current + DAY_MINUTES) % DAY_MINUTES
  if (ahead === 0 && !sameMinuteCounts) ahead = DAY_MINUTES
  const startOfMinute = now.getTime() - (now.getTime() % MINUTE)
  return new Date(startOfMinute + ahead * MINUTE)
}

/** When pushes may go again: `now` outside quiet hours, else the end of them. */
export function pushAllowedAt(now: Date, preferences: Pick<Preferences, 'quietHours' | 'timeZone'>): Date {
  const quiet = preferences.quietHours
  if (!quiet) return now
  const from = minutesOf(quiet.from)
  const to = minutesOf(quiet.to)
  if (from === to) return now
  const minute = localClock(now, preferences.timeZone).minute
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to
  return inside ? nextLocalMinute(now, preferences.timeZone, to, true) : now
}

/** The next digest after `now`: the coming `digestAt` in the person's time zone. */
export function nextDigestAt(now: Date, preferences: Pick<Preferences, 'digestAt' | 'timeZone'>): Date {
  return nextLocalMinute(now, preferences.timeZone, minutesOf(preferences.digestAt), false)
}

/** After this many failed attempts a delivery stops trying; the bell still has the event. */
export const MAX_DELIVERY_ATTEMPTS = 8

/** One minute, then twice as long each time, at most an hour. */
export function retryAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + Math.min(60, 2 ** Math.max(0, attempts - 1)) * MINUTE)
}
