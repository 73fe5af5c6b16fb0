import { describe, expect, test } from 'vitest'
import { apiErrors } from '../shared/copy'
import { REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import { AppError } from './app-error'
import {
  decideAsk,
  decideMove,
  decideWithdrawal,
  isOpen,
  mayClearOrphan,
  noticesOfFoodDeleted,
  type RequestRecord,
} from './request'

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
    Collected: { waiting: 0, food: { portionsCollected: 3 } },
    'No-show': { waiting: 0, food: { portionsReserved: 0 } },
  },
  Declined: {},
  Collected: {},
  'No-show': {},
}

describe('a donor moves a request', () => {
  for (const from of REQUEST_STATUSES) {
    for (const to of REQUEST_STATUSES) {
      const expected = MOVES[from][to]
      test(`${from} → ${to}: ${expected ? 'allowed' : 'refused as impossible'}`, () => {
        if (!expected) {
          expect(refusal(() => decideMove(DONOR, request(from), food(), to))).toEqual({
            kind: 'conflict',
            message: apiErrors.impossibleMove,
            fields: undefined,
          })
          return
        }
        expect(decideMove(DONOR, request(from), food(), to)).toEqual({
          waiting: expected.waiting,
          food: expected.food,
          notices: expected.told ? [{ uid: ASKER, kind: expected.told }] : [],
        })
      })
    }
  }

  test.each([
    [
      'someone other than the donor',
      () => decideMove(ASKER, request('Requested'), food(), 'Accepted'),
      'forbidden',
      apiErrors.notYourMove,
    ],
    [
      'a request whose food is gone',
      () => decideMove(DONOR, request('Requested'), undefined, 'Accepted'),
      'not-found',
      apiErrors.foodNotFound,
    ],
    [
      'an accept of more portions than are left',
      () => decideMove(DONOR, request('Requested', 5), food(), 'Accepted'),
      'conflict',
      apiErrors.notEnoughPortions,
    ],
  ])('refuses %s', (_case, run, kind, message) => {
    expect(refusal(run)).toMatchObject({ kind, message })
  })

  test('accepts exactly the portions left', () => {
    expect(decideMove(DONOR, request('Requested', 4), food(), 'Accepted').food).toEqual({ portionsReserved: 6 })
  })
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
      decision: { food: {}, waiting: 1, notices: [{ uid: DONOR, kind: 'request-received' }] },
    })
  })

  test('without portions, asks for every portion left', () => {
    expect(decideAsk(ASKER, food(), undefined, NOW).portions).toBe(4)
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
        notices: expected.toldDonor ? [{ uid: DONOR, kind: 'request-withdrawn' }] : [],
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

test("a food's delete tells each open request's requester", () => {
  expect(noticesOfFoodDeleted([{ requesterUid: 'a' }, { requesterUid: 'b' }])).toEqual([
    { uid: 'a', kind: 'food-deleted' },
    { uid: 'b', kind: 'food-deleted' },
  ])
})
