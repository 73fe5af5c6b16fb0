import { expect, test } from 'vitest'
import { localClock, nextDigestAt, pushAllowedAt, retryAt } from './channels'

test('the local clock reads the person’s zone', () => {
  expect(localClock(new Date('2026-11-25T20:30:00Z'), 'Asia/Dhaka')).toEqual({ day: '2026-11-26', minute: 2 * 60 + 30 })
})

test('quiet hours across midnight hold a push until their end, and let it go outside them', () => {
  const preferences = { quietHours: { from: '22:00', to: '07:00' }, timeZone: 'Asia/Dhaka' }
  // 23:15 in Dhaka → held until 07:00 Dhaka (01:00 UTC).
  expect(pushAllowedAt(new Date('2026-11-25T17:15:30Z'), preferences)).toEqual(new Date('2026-11-26T01:00:00Z'))
  // 06:59 → one minute more.
  expect(pushAllowedAt(new Date('2026-11-26T00:59:00Z'), preferences)).toEqual(new Date('2026-11-26T01:00:00Z'))
  const noon = new Date('2026-11-26T06:00:00Z')
  expect(pushAllowedAt(noon, preferences)).toEqual(noon)
  expect(pushAllowedAt(noon, { quietHours: null, timeZone: 'UTC' })).toEqual(noon)
  expect(
    pushAllowedAt(new Date('2026-11-26T12:00:00Z'), { quietHours: { from: '09:00', to: '17:00' }, timeZone: 'UTC' }),
  ).toEqual(new Date('2026-11-26T17:00:00Z'))
})

test('the next digest is the coming digestAt in the person’s zone, never now', () => {
  const preferences = { digestAt: '08:00', timeZone: 'Asia/Dhaka' }
  expect(nextDigestAt(new Date('2026-11-25T01:59:00Z'), preferences)).toEqual(new Date('2026-11-25T02:00:00Z'))
  expect(nextDigestAt(new Date('2026-11-25T02:00:00Z'), preferences)).toEqual(new Date('2026-11-26T02:00:00Z'))
  expect(nextDigestAt(new Date('2026-11-25T02:00:40Z'), preferences)).toEqual(new Date('2026-11-26T02:00:00Z'))
})

test('retries wait longer each time, at most an hour', () => {
  const now = new Date('2026-11-25T00:00:00Z')
  expect(retryAt(now, 1).getTime() - now.getTime()).toBe(60_000)
  expect(retryAt(now, 3).getTime() - now.getTime()).toBe(4 * 60_000)
  expect(retryAt(now, 12).getTime() - now.getTime()).toBe(60 * 60_000)
})
