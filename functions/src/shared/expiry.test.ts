import { expect, test } from 'vitest'
import { isPastExpiry, isRealDate } from './expiry'

test.each(['2025-01-31', '2024-02-29', '2000-02-29', '1970-01-01', '9999-12-31', '2026-11-23'])(
  '%s is a real date',
  (value) => {
    expect(isRealDate(value)).toBe(true)
  },
)

test.each([
  '2025-02-29', // not a leap year
  '1900-02-29', // century, not a leap year
  '2025-02-30',
  '2025-04-31',
  '2025-13-01',
  '2025-00-10',
  '2025-01-00',
  '2025-01-32',
  '1969-12-31',
  '25-01-01',
  '2025-1-1',
  '2025/01/01',
  '2025-01-01T00:00:00Z',
  ' 2025-01-01',
  '2025-01-01 ',
  '２０２５-01-01',
  '',
  'tomorrow',
])('%j is not a real date', (value) => {
  expect(isRealDate(value)).toBe(false)
})

test('a food is good through its expiry day everywhere: it expires at noon UTC the next day', () => {
  expect(isPastExpiry('2026-03-10', new Date('2026-03-10T23:59:59Z'))).toBe(false)
  expect(isPastExpiry('2026-03-10', new Date('2026-03-11T11:59:59.999Z'))).toBe(false)
  expect(isPastExpiry('2026-03-10', new Date('2026-03-11T12:00:00Z'))).toBe(true)
  expect(isPastExpiry('2026-03-10', new Date('2027-01-01T00:00:00Z'))).toBe(true)
})

test('a date that is not real is never reported past (validation refuses it elsewhere)', () => {
  expect(isPastExpiry('2025-02-30', new Date('2030-01-01T00:00:00Z'))).toBe(false)
  expect(isPastExpiry('yesterday', new Date())).toBe(false)
})
