import { describe, expect, test } from 'vitest'
import { apiErrors } from '../shared/copy'
import { REQUEST_STATUSES } from '../shared/request-status'
import { AppError } from './app-error'
import {
  assertQuantityKeepsPromises,
  effectiveStatus,
  type FoodRecord,
  foodStatusOf,
  isListed,
  ownFood,
  portionsLeft,
  RESERVING_STATUSES,
  seesExactPoint,
  toFood,
  toPublicFood,
} from './food'

const NOW = new Date('2026-03-10T10:00:00Z')

function food(overrides: Partial<FoodRecord> = {}): FoodRecord {
  return {
    id: 'f1',
    foodName: 'Soup',
    foodImg: 'https://example.com/soup.jpg',
    quantity: 6,
    location: 'Main Street 1',
    expireDateTime: '2026-03-12',
    foodStatus: 'Available',
    donator: { name: 'Asha', email: 'asha@example.com', img: '', profileId: 'p-asha' },
    donatorUid: 'donor',
    tags: ['vegan'],
    portionsReserved: 0,
    portionsCollected: 0,
    requestsWaiting: 2,
    lat: 52.520008,
    lng: 13.404954,
    ...overrides,
  }
}

describe("a food's status", () => {
  test.each([
    ['Available', '2026-03-12', 0, 'Available'],
    ['Available', '2026-03-12', 5, 'Available'],
    ['Available', '2026-03-12', 6, 'Requested'],
    // A stored Requested is the portions' to say, not the stored field's.
    ['Requested', '2026-03-12', 0, 'Available'],
    ['Expired', '2026-03-12', 0, 'Expired'],
    ['Available', '2026-03-09', 0, 'Available'],
    ['Available', '2026-03-08', 0, 'Expired'],
    ['Available', '2026-03-08', 6, 'Expired'],
  ] as const)('stored %s, expiring %s, %i of 6 reserved: %s', (foodStatus, expireDateTime, portionsReserved, shown) => {
    expect(foodStatusOf(food({ foodStatus, expireDateTime, portionsReserved }), NOW)).toBe(shown)
  })

  test.each([
    ['Available', '2026-03-09', 'Available'],
    ['Requested', '2026-03-09', 'Requested'],
    ['Requested', '2026-03-08', 'Expired'],
  ] as const)('effectively, %s expiring %s is %s', (foodStatus, expireDateTime, shown) => {
    expect(effectiveStatus({ foodStatus, expireDateTime }, NOW)).toBe(shown)
  })
})

test.each([
  [6, 0, 6],
  [6, 4, 2],
  [6, 6, 0],
  // An edit never takes quantity below the reserved portions, but older foods may: never negative.
  [3, 5, 0],
])('%i portions with %i reserved leave %i', (quantity, portionsReserved, left) => {
  expect(portionsLeft({ quantity, portionsReserved })).toBe(left)
})

test.each([
  [6, 0, true],
  [6, 5, true],
  [6, 6, false],
  [3, 4, false],
])('%i portions with %i collected: listed %s', (quantity, portionsCollected, listed) => {
  expect(isListed({ quantity, portionsCollected })).toBe(listed)
})

describe('who sees the exact pickup point', () => {
  test('the donor does', () => {
    expect(seesExactPoint({ isDonor: true, requestStatuses: [] })).toBe(true)
  })
  for (const status of REQUEST_STATUSES) {
    const sees = status === 'Accepted' || status === 'Collected'
    test(`a requester whose request is ${status}: ${sees}`, () => {
      expect(seesExactPoint({ isDonor: false, requestStatuses: [status] })).toBe(sees)
    })
  }
  test('a requester with an earlier accepted request and a later one still waiting does', () => {
    expect(seesExactPoint({ isDonor: false, requestStatuses: ['Declined', 'Collected', 'Requested'] })).toBe(true)
  })
  test('the states that see it are the states that hold portions', () => {
    expect(RESERVING_STATUSES).toEqual(['Accepted', 'Collected'])
  })
})

describe('what a viewer is shown of a food', () => {
  test('the donor and accepted requesters see the exact point, the left portions and the effective status', () => {
    expect(toFood(food({ portionsReserved: 6 }), NOW, true)).toEqual({
      _id: 'f1',
      foodName: 'Soup',
      foodImg: 'https://example.com/soup.jpg',
      quantity: 6,
      location: 'Main Street 1',
      expireDateTime: '2026-03-12',
      donator: { name: 'Asha', email: 'asha@example.com', img: '', profileId: 'p-asha' },
      foodStatus: 'Requested',
      portionsLeft: 0,
      tags: ['vegan'],
      requestsWaiting: 2,
      coordinates: { lat: 52.520008, lng: 13.404954 },
      pickupWindows: [],
    })
  })

  test('anyone else sees the point rounded, the donor without email, and no queue', () => {
    const shown = toPublicFood(food(), NOW)
    expect(shown.coordinates).toEqual({ lat: 52.52, lng: 13.4 })
    expect(shown.donator).toEqual({ name: 'Asha', img: '', profileId: 'p-asha' })
    expect(shown).not.toHaveProperty('requestsWaiting')
  })

  test('a food without a point shows none', () => {
    expect(toFood(food({ lat: null, lng: null }), NOW, true)).not.toHaveProperty('coordinates')
  })
})

function refusal(run: () => unknown): Pick<AppError, 'kind' | 'message' | 'fields'> | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { kind: error.kind, message: error.message, fields: error.fields }
  }
}

describe('who may change a food', () => {
  test.each([
    ['the donor', 'donor', food(), undefined],
    ['someone else', 'other', food(), { kind: 'forbidden', message: apiErrors.notYourFood, fields: undefined }],
    [
      'anyone, once it is gone',
      'donor',
      undefined,
      { kind: 'not-found', message: apiErrors.foodNotFound, fields: undefined },
    ],
  ])('%s', (_case, uid, found, refused) => {
    expect(refusal(() => ownFood(uid, found))).toEqual(refused)
  })

  test.each([
    [4, 4, undefined],
    [5, 4, undefined],
    [3, 4, { kind: 'invalid', message: apiErrors.badRequest, fields: { quantity: apiErrors.quantityBelowReserved } }],
  ])('an edit to %i portions with %i reserved', (quantity, portionsReserved, refused) => {
    expect(refusal(() => assertQuantityKeepsPromises({ portionsReserved }, quantity))).toEqual(refused)
  })
})
