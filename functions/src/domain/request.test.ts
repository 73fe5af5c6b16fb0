import { describe, expect, test } from 'vitest'
import { ASK_AGAIN_AFTER_DECLINE_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import { AppError } from './app-error'
import {
  decideAsk,
  declinedRecently,
  decideMove,
  decideWithdrawal,
  isOpen,
  mayClearOrphan,
  noticesOfFoodDeleted,
  type RequestRecord,
  systemKindOfMove,
} from './request'
import { acceptancePickup } from './pickup'

const NOW = new Date('2026-03-10T10:00:00Z')
const DONOR = 'donor-uid'
const ASKER = 'asker-uid'

function food(overrides: Partial<ReturnType<typeof baseFood>> = {}) {
  return { ...baseFood(), ...overrides }
}
function baseFood() {
  return {
    donatorUid: DONOR,
    foodStatus: 'Available' as const,
    expireDateTime: '2026-03-12',
    quantity: 6,
    portionsReserved: 2,
    portionsCollected: 1,
  }
}
function request(status: RequestStatus, portions = 2): RequestRecord {
  return { id: 'r1', status, portions, donatorUid: DONOR, requesterUid: ASKER }
}

/** The donor's (or `by`'s) move of a request to `to`, at NOW. */
function move(to: RequestStatus, keep?: number, by = DONOR) {
  return { donorUid: by, to, keep, now: NOW }
}

function refusal(run: () => unknown): Pick<AppError, 'kind' | 'message' | 'fields'> | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { kind: error.kind, message: error.message, fields: error.fields }
  }
}

/** Every state × every move: the allowed ones and what each does to a food (6 portions, 2 reserved, 1 collected). */
const MOVES: Record<RequestStatus, Partial<Record<RequestStatus, { waiting: number; food: object; told?: string }>>> = {
  Requested: {
    Accepted: { waiting: -1, food: { portionsReserved: 4 }, told: 'request-accepted' },
    Declined: { waiting: -1, food: {}, told: 'request-declined' },
  },
  Accepted: {
    Collected: { waiting: 0, food: { portionsCollected: 3 }, told: 'pickup-collected' },
    'No-show': { waiting: 0, food: { portionsReserved: 0 }, told: 'pickup-no-show' },
  },
  Declined: {},
  Collected: {},
  'No-show': {},
  // The job's move (domain/pickup.ts), never the donor's.
  Released: {},
}

describe('a donor moves a request', () => {
  for (const from of REQUEST_STATUSES) {
    for (const to of REQUEST_STATUSES) {
      const expected = MOVES[from][to]
      test(`${from} → ${to}: ${expected ? 'allowed' : 'refused as impossible'}`, () => {
        if (!expected) {
          expect(refusal(() => decideMove(request(from), food(), move(to)))).toEqual({
            kind: 'conflict',
            message: apiErrors.impossibleMove,
            fields: undefined,
          })
          return
        }
        expect(decideMove(request(from), food(), move(to))).toEqual({
          waiting: expected.waiting,
          food: expected.food,
          status: to,
          portions: 2,
          // Accepting starts the clock of the confirmation and the reminders.
          pickup: to === 'Accepted' ? acceptancePickup(undefined, NOW) : undefined,
          notices: expected.told
            ? [{ uid: ASKER, kind: expected.told, requestId: 'r1', portions: 2, portionsAsked: 2 }]
            : [],
        })
      })
    }
  }

  test.each([
    [
      'someone other than the donor',
      () => decideMove(request('Requested'), food(), move('Accepted', undefined, ASKER)),
      'forbidden',
      apiErrors.notYourMove,
    ],
    [
      'a request whose food is gone',
      () => decideMove(request('Requested'), undefined, move('Accepted')),
      'not-found',
      apiErrors.foodNotFound,
    ],
    [
      'an accept of more portions than are left',
      () => decideMove(request('Requested', 5), food(), move('Accepted')),
      'conflict',
      apiErrors.notEnoughPortions,
    ],
  ])('refuses %s', (_case, run, kind, message) => {
    expect(refusal(run)).toMatchObject({ kind, message })
  })

  test('accepts exactly the portions left', () => {
    expect(decideMove(request('Requested', 4), food(), move('Accepted')).food).toEqual({ portionsReserved: 6 })
  })

  test('accepts fewer portions than asked, keeps those and tells the requester how many of how many', () => {
    expect(decideMove(request('Requested', 5), food(), move('Accepted', 3))).toEqual({
      waiting: -1,
      food: { portionsReserved: 5 },
      status: 'Accepted',
      portions: 3,
      pickup: acceptancePickup(undefined, NOW),
      notices: [{ uid: ASKER, kind: 'request-accepted', requestId: 'r1', portions: 3, portionsAsked: 5 }],
    })
  })

  test.each([
    [
      'more than asked',
      request('Requested', 2),
      food(),
      'Accepted',
      3,
      'Portions must be at most 2, the portions asked for',
    ],
    ['more than left', request('Requested', 5), food(), 'Accepted', 5, 'Portions must be at most 4, the portions left'],
    [
      'portions on a decline',
      request('Requested', 2),
      food(),
      'Declined',
      1,
      'Portions can be set only when accepting a request',
    ],
    [
      'portions on a pickup',
      request('Accepted', 2),
      food(),
      'Collected',
      1,
      'Portions can be set only when accepting a request',
    ],
  ] as const)('refuses to keep %s, naming portions', (_case, asked, shown, to, keep, why) => {
    expect(refusal(() => decideMove(asked, shown, move(to, keep)))).toEqual({
      kind: 'invalid',
      message: apiErrors.badRequest,
      fields: { portions: why },
    })
  })

  test('keeping some portions of a food with none left is a conflict', () => {
    expect(
      refusal(() => decideMove(request('Requested', 2), food({ portionsReserved: 6 }), move('Accepted', 1))),
    ).toEqual({
      kind: 'conflict',
      message: apiErrors.notEnoughPortions,
      fields: undefined,
    })
  })
})

test("an accept's confirmation clock starts from the request's pickup window", () => {
  const pickupWindow = { start: '2026-03-10T18:00:00.000Z', end: '2026-03-10T19:00:00.000Z' }
  expect(decideMove({ ...request('Requested'), pickupWindow }, food(), move('Accepted')).pickup).toEqual(
    acceptancePickup(pickupWindow, NOW),
  )
})

test('each state move names its event in the conversation; asking has none', () => {
  expect(systemKindOfMove('Accepted')).toBe('request-accepted')
  expect(systemKindOfMove('No-show')).toBe('request-no-show')
  expect(systemKindOfMove('Released')).toBe('request-released')
  expect(systemKindOfMove('Requested')).toBeUndefined()
})

describe('a person asks for a food', () => {
  test.each([
    ['a food that is gone', ASKER, undefined, undefined, 'not-found', apiErrors.foodNotFound, undefined],
    ['their own food', DONOR, food(), undefined, 'forbidden', apiErrors.ownFood, undefined],
    [
      'a food past its date',
      ASKER,
      food({ expireDateTime: '2026-03-08' }),
      undefined,
      'conflict',
      apiErrors.expired,
      undefined,
    ],
    [
      'a food its donor marked Expired',
      ASKER,
      food({ foodStatus: 'Expired' as never }),
      undefined,
      'conflict',
      apiErrors.expired,
      undefined,
    ],
    [
      'a food with no portions left',
      ASKER,
      food({ portionsReserved: 6 }),
      undefined,
      'conflict',
      apiErrors.noPortionsLeft,
      undefined,
    ],
    [
      'more portions than are left',
      ASKER,
      food(),
      5,
      'invalid',
      apiErrors.badRequest,
      { portions: 'Portions must be at most 4, the portions left' },
    ],
  ])('refuses %s', (_case, asker, asked, portions, kind, message, fields) => {
    expect(refusal(() => decideAsk(asker, asked, portions, NOW))).toEqual({ kind, message, fields })
  })

  test('takes the portions asked, adds one waiting and tells the donor', () => {
    const shown = food()
    expect(decideAsk(ASKER, shown, 3, NOW)).toEqual({
      food: shown,
      portions: 3,
      decision: { food: {}, waiting: 1, notices: [{ uid: DONOR, kind: 'request-received', portions: 3 }] },
    })
  })

  test('without portions, asks for every portion left', () => {
    expect(decideAsk(ASKER, food(), undefined, NOW).portions).toBe(4)
  })

  test('refuses to ask again within 24 hours of a decline, and allows it after', () => {
    const declinedAt = new Date(NOW.getTime() - ASK_AGAIN_AFTER_DECLINE_MS + 1000)
    expect(refusal(() => decideAsk(ASKER, food(), 1, NOW, declinedAt))).toEqual({
      kind: 'conflict',
      message: apiErrors.declinedRecently,
      fields: undefined,
    })
    const longAgo = new Date(NOW.getTime() - ASK_AGAIN_AFTER_DECLINE_MS)
    expect(decideAsk(ASKER, food(), 1, NOW, longAgo).portions).toBe(1)
  })

  test.each([
    [undefined, false],
    [new Date('2026-03-10T09:59:59Z'), true],
    [new Date('2026-03-09T10:00:01Z'), true],
    [new Date('2026-03-09T10:00:00Z'), false],
  ])('declined at %s: too recent to ask again is %s', (declinedAt, recent) => {
    expect(declinedRecently(declinedAt, NOW)).toBe(recent)
  })

  test('a food is good through its expiry day, until noon UTC the next day', () => {
    expect(decideAsk(ASKER, food({ expireDateTime: '2026-03-09' }), 1, NOW).portions).toBe(1)
  })
})

/** Every state: what withdrawing gives back (6 portions, 2 reserved) and whether the donor hears of it. */
const WITHDRAWALS: Record<RequestStatus, { waiting: number; food: object; toldDonor: boolean } | 'refused'> = {
  Requested: { waiting: -1, food: {}, toldDonor: true },
  Accepted: { waiting: 0, food: { portionsReserved: 0 }, toldDonor: true },
  Declined: { waiting: 0, food: {}, toldDonor: false },
  Collected: 'refused',
  'No-show': { waiting: 0, food: {}, toldDonor: false },
  Released: { waiting: 0, food: {}, toldDonor: false },
}

describe('a requester withdraws a request', () => {
  for (const status of REQUEST_STATUSES) {
    const expected = WITHDRAWALS[status]
    test(`${status}: ${expected === 'refused' ? 'refused, it stays as a record' : 'allowed'}`, () => {
      if (expected === 'refused') {
        expect(refusal(() => decideWithdrawal(ASKER, request(status), food()))).toMatchObject({
          kind: 'conflict',
          message: apiErrors.collectedStays,
        })
        return
      }
      expect(decideWithdrawal(ASKER, request(status), food())).toEqual({
        waiting: expected.waiting,
        food: expected.food,
        notices: expected.toldDonor
          ? [{ uid: DONOR, kind: 'request-withdrawn', requestId: 'r1', conversationEnded: true }]
          : [],
      })
    })
  }

  test.each([
    [
      'someone else',
      () => decideWithdrawal(DONOR, request('Requested'), food()),
      'forbidden',
      apiErrors.notYourRequest,
    ],
    [
      'a request whose food is gone',
      () => decideWithdrawal(ASKER, request('Requested'), undefined),
      'not-found',
      apiErrors.requestNotFound,
    ],
  ])('refuses %s', (_case, run, kind, message) => {
    expect(refusal(run)).toMatchObject({ kind, message })
  })
})

test.each([
  ['Requested', true],
  ['Accepted', true],
  ['Declined', false],
  ['Collected', false],
  ['No-show', false],
] as const)('a %s request is open: %s', (status, open) => {
  expect(isOpen({ status })).toBe(open)
})

test.each([
  ['Requested', ASKER, true],
  ['Accepted', ASKER, true],
  ['Declined', ASKER, true],
  ['No-show', ASKER, true],
  ['Collected', ASKER, false],
  ['Requested', DONOR, false],
] as const)('a %s request whose food is gone: %s may clear it: %s', (status, uid, may) => {
  expect(mayClearOrphan(uid, request(status))).toBe(may)
})

test("a food's delete tells each open request's requester, and that the conversation ended", () => {
  expect(
    noticesOfFoodDeleted([
      { requesterUid: 'a', id: 'ra' },
      { requesterUid: 'b', id: 'rb' },
    ]),
  ).toEqual([
    { uid: 'a', kind: 'food-deleted', requestId: 'ra', conversationEnded: true },
    { uid: 'b', kind: 'food-deleted', requestId: 'rb', conversationEnded: true },
  ])
})
