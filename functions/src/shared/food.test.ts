import { expect, test } from 'vitest'
import type { z } from 'zod'
import { daysFromNow } from '../test/dates'
import { PARSED_FOOD_FIELDS } from '../test/fuzz-oracle'
import { copy } from './copy'
import { MAX_FOOD_NAME, MAX_ID_LENGTH, MAX_LOCATION, MAX_QUANTITY, MAX_SEARCH_LENGTH } from './constants'
import { documentId, emailQuery, foodInput, foodUpdateInput, requestInput, searchQuery } from './food'

const validFood = {
  foodName: 'Chicken Biryani',
  foodImg: 'https://images.example.com/biryani.jpg',
  quantity: 6,
  location: 'Green Road, Dhanmondi',
  expireDateTime: daysFromNow(2),
  foodStatus: 'Available',
}

/** The top-level fields a failed parse names, each once. */
function failedFields(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input)
  if (result.success) return []
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? 'body')))]
}

test('foodInput accepts a valid food, trims text, reads digits as a number, defaults the status', () => {
  const { foodStatus: _omitted, ...withoutStatus } = validFood

  const parsed = foodInput.parse({ ...withoutStatus, foodName: '  Soup  ', location: ' Elm 4 ', quantity: '12' })

  expect(parsed).toEqual({
    ...withoutStatus,
    foodName: 'Soup',
    location: 'Elm 4',
    quantity: 12,
    foodStatus: 'Available',
    tags: [],
  })
})

test('foodInput drops every field it does not know', () => {
  const parsed = foodInput.parse({
    ...validFood,
    donatorUid: 'x',
    donator: { email: 'x' },
    _id: 'x',
    isAdmin: true,
    createdAt: 1,
  })

  expect(Object.keys(parsed).sort()).toEqual([...PARSED_FOOD_FIELDS].sort())
})

test.each([
  ['foodName', [undefined, '', ' ', 'a', ' a ', 'x'.repeat(MAX_FOOD_NAME + 1), 3, 'Soup \ud800']],
  [
    'foodImg',
    [
      undefined,
      '',
      'images.example.com/a.jpg',
      'ftp://images.example.com/a',
      'https://127.0.0.1/a.jpg',
      'https://images.example.com/\udc00',
    ],
  ],
  ['quantity', [undefined, null, 0, -1, 2.5, '2.5', '', 'six', '0x10', '1e2', MAX_QUANTITY + 1, Infinity, NaN, true]],
  ['location', [undefined, '', '   ', 'x'.repeat(MAX_LOCATION + 1), 5, 'Elm \ud800']],
  ['expireDateTime', [undefined, '', '2025-02-30', '2025-2-3', '03/02/2025', daysFromNow(-2), 20250101]],
  ['foodStatus', ['Requested', 'Expired', 'available', '', null]],
  ['tags', ['vegan', ['kosher'], ['Vegan'], [1], {}, null]],
  ['coordinates', [{ lat: 91, lng: 0 }, { lat: 0, lng: -180.5 }, { lat: 0 }, { lat: '1', lng: 2 }, 'here', [], 0]],
] as const)('foodInput refuses a bad %s and names only it', (field, values) => {
  for (const value of values) {
    expect(failedFields(foodInput, { ...validFood, [field]: value }), `${field}=${JSON.stringify(value)}`).toEqual([
      field,
    ])
  }
})

test("foodInput speaks the spec's dialog texts for the name and the URL", () => {
  const result = foodInput.safeParse({ ...validFood, foodName: 'a', foodImg: 'nope' })

  expect(result.success).toBe(false)
  const messages = Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
  expect(messages).toEqual({ foodName: copy.dialog.invalidTitle.text, foodImg: copy.dialog.invalidUrl.text })
})

test('foodInput refuses a body that is not an object', () => {
  for (const body of [null, [], 'food', 42]) expect(failedFields(foodInput, body)).toEqual(['body'])
})

test('foodUpdateInput allows every status and a date that has passed, and nothing else new', () => {
  for (const foodStatus of ['Available', 'Requested', 'Expired']) {
    expect(foodUpdateInput.safeParse({ ...validFood, foodStatus, expireDateTime: daysFromNow(-30) }).success).toBe(true)
  }
  expect(failedFields(foodUpdateInput, { ...validFood, foodStatus: 'Gone' })).toEqual(['foodStatus'])
  expect(failedFields(foodUpdateInput, { ...validFood, foodStatus: undefined })).toEqual(['foodStatus'])
  expect(failedFields(foodUpdateInput, { ...validFood, expireDateTime: '2025-02-30' })).toEqual(['expireDateTime'])
  expect(failedFields(foodUpdateInput, { ...validFood, foodName: ' ' })).toEqual(['foodName'])
})

test('requestInput keeps only foodId, requestedTime, portions and message', () => {
  const parsed = requestInput.parse({
    foodId: 'abc123',
    requestedTime: '10:30:15 AM',
    userEamil: 'x@y',
    donator: {},
    foodStatus: 'Available',
  })

  expect(parsed).toEqual({ foodId: 'abc123', requestedTime: '10:30:15 AM', message: '' })
})

test('requestInput accepts the time-of-day strings browsers produce', () => {
  for (const requestedTime of ['9:05:30 PM', '21:05:30', '9:05 am', '10:30:15\u202fAM', '07:00']) {
    expect(requestInput.safeParse({ foodId: 'abc', requestedTime }).success, requestedTime).toBe(true)
  }
})

test('requestInput refuses a bad foodId or time, naming it', () => {
  for (const foodId of ['', 'a/b', '.', '..', '__x__', 'a b', 'a'.repeat(MAX_ID_LENGTH + 1), 5]) {
    expect(failedFields(requestInput, { foodId, requestedTime: '10:00' }), String(foodId)).toEqual(['foodId'])
  }
  for (const requestedTime of [
    undefined,
    '',
    'noon',
    '10',
    '10:00:00:00',
    '1000',
    `10:00${' '.repeat(40)}`,
    '<b>10:00</b>',
  ]) {
    expect(failedFields(requestInput, { foodId: 'abc', requestedTime }), String(requestedTime)).toEqual([
      'requestedTime',
    ])
  }
})

test('documentId takes letters and digits up to 128, nothing else', () => {
  for (const id of ['a', 'LC7PIkBZbk5yV1IUsXaR', '0', 'x'.repeat(MAX_ID_LENGTH)])
    expect(documentId.safeParse(id).success, id).toBe(true)
  for (const id of [
    '',
    '.',
    '..',
    '__x__',
    '__id1__',
    'a/b',
    'a%2Fb',
    'a.b',
    'a-b',
    'a_b',
    ' a',
    'é',
    'x'.repeat(MAX_ID_LENGTH + 1),
    'x'.repeat(1501),
  ]) {
    expect(documentId.safeParse(id).success, id.slice(0, 20)).toBe(false)
  }
})

test('searchQuery defaults to empty and caps the text at 100 characters', () => {
  expect(searchQuery.parse({})).toEqual({ searchParams: '' })
  expect(searchQuery.safeParse({ searchParams: 'x'.repeat(MAX_SEARCH_LENGTH) }).success).toBe(true)
  expect(failedFields(searchQuery, { searchParams: 'x'.repeat(MAX_SEARCH_LENGTH + 1) })).toEqual(['searchParams'])
  expect(failedFields(searchQuery, { searchParams: ['a', 'b'] })).toEqual(['searchParams'])
})

test('emailQuery needs one non-blank email', () => {
  expect(emailQuery.parse({ email: ' a@b.c ' })).toEqual({ email: 'a@b.c' })
  for (const email of [undefined, '', '  ', ['a@b.c', 'd@e.f'], 'x'.repeat(321)]) {
    expect(failedFields(emailQuery, { email }), String(email)).toEqual(['email'])
  }
})
