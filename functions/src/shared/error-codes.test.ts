import { expect, test } from 'vitest'
import { apiErrors, copy } from './copy'
import { errorCodeOf } from './error-codes'
import { codeOfKey, keyOfCode } from './error-code-names'

test('every apiErrors text has its own code, and each code leads back to its key', () => {
  const codes = Object.keys(apiErrors).map(codeOfKey)
  expect(new Set(codes).size).toBe(codes.length)
  for (const key of Object.keys(apiErrors)) expect(keyOfCode(codeOfKey(key))).toBe(key)
  expect(errorCodeOf(apiErrors.alreadyRequested, undefined, 'conflict')).toBe('already-requested')
  expect(errorCodeOf(apiErrors.rateLimited, undefined, 'limited')).toBe('rate-limited')
})

test('a validation error is invalid-input, or the spec rule its field broke; an unknown text falls back to its kind', () => {
  expect(errorCodeOf(apiErrors.badRequest, { radiusKm: 'radiusKm must be from 1 to 50' }, 'invalid-input')).toBe(
    'invalid-input',
  )
  expect(errorCodeOf(apiErrors.badRequest, { foodName: copy.dialog.invalidTitle.text }, 'invalid-input')).toBe(
    'invalid-food-title',
  )
  expect(errorCodeOf(apiErrors.badRequest, { foodImg: copy.dialog.invalidUrl.text }, 'invalid-input')).toBe(
    'invalid-food-url',
  )
  expect(errorCodeOf('Something new', undefined, 'not-found')).toBe('not-found')
})
