import { expect, test } from 'vitest'
import { RATE_LIMITS } from '../shared/constants'
import { AppError } from './app-error'
import { assertWithinLimit, limitWindow } from './limits'

const HOUR = 60 * 60 * 1000
const now = new Date('2026-03-10T10:15:00Z')

test('an attempt counts in its fixed window', () => {
  expect(limitWindow('addFood', now)).toEqual({ start: Date.parse('2026-03-10T10:00:00Z'), ms: HOUR })
})

test('attempts up to the limit pass', () => {
  expect(() => assertWithinLimit('addFood', RATE_LIMITS.addFood.limit, now)).not.toThrow()
})

test('the attempt past the limit is refused, told to retry when its window ends', () => {
  let refused: unknown
  try {
    assertWithinLimit('addFood', RATE_LIMITS.addFood.limit + 1, now)
  } catch (error) {
    refused = error
  }
  expect(refused).toBeInstanceOf(AppError)
  expect(refused).toMatchObject({ kind: 'limited', headers: { 'Retry-After': String(45 * 60) } })
})
