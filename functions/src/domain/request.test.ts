import { describe, expect, test } from 'vitest'
import { ASK_AGAIN_AFTER_DECLINE_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import { AppError } from './app-error'
import {
  acceptancePickup,
  afterJob,
  confirmByFor,
  decideAsk,
  decideConfirm,
  decideDue,
  declinedRecently,
  decideMove,
  decideWithdrawal,
  dueActions,
  isOpen,
  mayClearOrphan,
  nextDueAt,
  noticesOfFoodDeleted,
  outcomeDueAt,
  type PickupState,
  reminderAt,
  type RequestRecord,
  systemKindOfMove,
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
  // The job's move (domain/request.ts), never the donor's.
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
          kind: to,
          waiting: expected.waiting,
          food: expected.food,
          request: {
            status: to,
            portions: 2,
            // Accepting starts the clock of the confirmation and the reminders.
            ...(to === 'Accepted' && { pickup: acceptancePickup(undefined, NOW) }),
          },
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
      kind: 'Accepted',
      waiting: -1,
      food: { portionsReserved: 5 },
      request: { status: 'Accepted', portions: 3, pickup: acceptancePickup(undefined, NOW) },
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
  expect(decideMove({ ...request('Requested'), pickupWindow }, food(), move('Accepted')).request).toEqual({
    status: 'Accepted',
    portions: 2,
    pickup: acceptancePickup(pickupWindow, NOW),
  })
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

/** The requester's (or `by`'s) act at NOW. */
function asRequester(by = ASKER) {
  return { requesterUid: by, now: NOW }
}

describe('a requester withdraws a request', () => {
  for (const status of REQUEST_STATUSES) {
    const expected = WITHDRAWALS[status]
    test(`${status}: ${expected === 'refused' ? 'refused, it stays as a record' : 'allowed'}`, () => {
      if (expected === 'refused') {
        expect(refusal(() => decideWithdrawal(request(status), food(), asRequester()))).toMatchObject({
          kind: 'conflict',
          message: apiErrors.collectedStays,
        })
        return
      }
      expect(decideWithdrawal(request(status), food(), asRequester())).toEqual({
        kind: 'withdraw',
        waiting: expected.waiting,
        food: expected.food,
        // It goes, and its conversation ends with it.
        request: { withdrawn: true },
        notices: expected.toldDonor
          ? [{ uid: DONOR, kind: 'request-withdrawn', requestId: 'r1', conversationEnded: true }]
          : [],
      })
    })
  }

  test.each([
    [
      'someone else',
      () => decideWithdrawal(request('Requested'), food(), asRequester(DONOR)),
      'forbidden',
      apiErrors.notYourRequest,
    ],
    [
      'a request whose food is gone',
      () => decideWithdrawal(request('Requested'), undefined, asRequester()),
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

// An accepted pickup's clock.

const at = (time: string) => new Date(`2026-06-10T${time}:00.000Z`)
const window = (start: string, end: string) => ({ start: at(start).toISOString(), end: at(end).toISOString() })

test.each([
  ['a window far ahead: acceptance + 2 h', '08:00', window('18:00', '19:00'), '10:00'],
  ['a window soon: its start − 30 min', '08:00', window('09:30', '10:30'), '09:00'],
  ['a window very soon: never under 10 min', '08:00', window('08:20', '09:00'), '08:10'],
  ['a window under way: 10 min', '08:00', window('07:00', '09:00'), '08:10'],
] as const)('confirmBy, %s', (_name, accepted, pickupWindow, expected) => {
  expect(confirmByFor(at(accepted), pickupWindow)).toEqual(at(expected))
})

test('confirmBy without a window is acceptance + 24 h', () => {
  expect(confirmByFor(at('08:00'), undefined)).toEqual(new Date('2026-06-11T08:00:00.000Z'))
})

test('the reminder comes at the later of acceptance and the start − 2 h; the outcome an hour after the end', () => {
  expect(reminderAt(at('08:00'), window('18:00', '19:00'))).toEqual(at('16:00'))
  expect(reminderAt(at('08:00'), window('09:00', '10:00'))).toEqual(at('08:00'))
  expect(reminderAt(at('08:00'), undefined)).toBeUndefined()
  expect(outcomeDueAt(window('18:00', '19:00'))).toEqual(at('20:00'))
  expect(outcomeDueAt(undefined)).toBeUndefined()
})

const accepted = (overrides: Partial<PickupState> = {}): PickupState => ({
  status: 'Accepted',
  acceptedAt: at('08:00'),
  confirmBy: at('10:00'),
  confirmed: false,
  pickupWindow: window('18:00', '19:00'),
  reminderSent: false,
  outcomeDueSent: false,
  ...overrides,
})

test.each([
  ['before anything is due', accepted(), '09:59', { release: false, remind: false, outcomeDue: false }],
  ['unconfirmed at confirmBy: released', accepted(), '10:00', { release: true, remind: false, outcomeDue: false }],
  ['a release sends nothing else', accepted(), '21:00', { release: true, remind: false, outcomeDue: false }],
  [
    'confirmed: never released',
    accepted({ confirmed: true }),
    '10:00',
    { release: false, remind: false, outcomeDue: false },
  ],
  [
    'confirmed, at the reminder',
    accepted({ confirmed: true }),
    '16:00',
    { release: false, remind: true, outcomeDue: false },
  ],
  [
    'the reminder once only',
    accepted({ confirmed: true, reminderSent: true }),
    '16:30',
    { release: false, remind: false, outcomeDue: false },
  ],
  [
    'after the window, no reminder but the outcome',
    accepted({ confirmed: true }),
    '20:00',
    { release: false, remind: false, outcomeDue: true },
  ],
  [
    'the outcome once only',
    accepted({ confirmed: true, reminderSent: true, outcomeDueSent: true }),
    '23:00',
    { release: false, remind: false, outcomeDue: false },
  ],
  [
    'a closed request: nothing',
    accepted({ status: 'Collected' }),
    '23:00',
    { release: false, remind: false, outcomeDue: false },
  ],
  [
    'a released request: nothing',
    accepted({ status: 'Released' }),
    '23:00',
    { release: false, remind: false, outcomeDue: false },
  ],
] as const)('due: %s', (_name, state, time, expected) => {
  expect(dueActions(state, at(time))).toEqual(expected)
})

test.each([
  ['unconfirmed: confirmBy', accepted(), '10:00'],
  ['confirmed: the reminder', accepted({ confirmed: true }), '16:00'],
  ['reminded: the outcome', accepted({ confirmed: true, reminderSent: true }), '20:00'],
  ['all sent: never', accepted({ confirmed: true, reminderSent: true, outcomeDueSent: true }), undefined],
  ['no window, confirmed: never', accepted({ confirmed: true, pickupWindow: undefined }), undefined],
  ['closed: never', accepted({ status: 'No-show' }), undefined],
] as const)('next due: %s', (_name, state, time) => {
  expect(nextDueAt(state)).toEqual(time === undefined ? null : at(time))
})

test('after the job: what it sent is marked, and a reminder too late to help is marked done', () => {
  const none = { release: false, remind: false, outcomeDue: false }
  expect(afterJob(accepted(), { ...none, remind: true }, at('16:00'))).toMatchObject({
    reminderSent: true,
    outcomeDueSent: false,
  })
  expect(afterJob(accepted(), { ...none, outcomeDue: true }, at('20:00'))).toMatchObject({
    reminderSent: true,
    outcomeDueSent: true,
  })
  expect(afterJob(accepted(), none, at('09:00'))).toMatchObject({ reminderSent: false, outcomeDueSent: false })
})

/** The requester's pickup in `status` (accepted at 08:00, confirm by 10:00, window 18:00–19:00). */
function pickupOf(status: RequestStatus, confirmed = false) {
  return { ...request(status), ...accepted({ status, confirmed }) }
}

describe('a requester confirms an accepted pickup', () => {
  for (const status of REQUEST_STATUSES) {
    const allowed = status === 'Accepted'
    test(`${status}: ${allowed ? 'confirmed, the donor told' : 'refused, only an accepted request'}`, () => {
      if (!allowed) {
        expect(refusal(() => decideConfirm(pickupOf(status), food(), asRequester()))).toEqual({
          kind: 'conflict',
          message: 'Only an accepted request can be confirmed',
          fields: undefined,
        })
        return
      }
      expect(decideConfirm(pickupOf(status), food(), asRequester())).toEqual({
        kind: 'confirm',
        food: {},
        waiting: 0,
        // Confirmed, the job next looks at it for the reminder (the window's start − 2 h), not at confirmBy.
        request: { pickup: { confirmed: true, dueAt: at('16:00') }, event: 'pickup-confirmed' },
        notices: [{ uid: DONOR, kind: 'pickup-confirmed', requestId: 'r1' }],
      })
    })
  }

  test('confirming again changes nothing and tells nobody', () => {
    expect(decideConfirm(pickupOf('Accepted', true), food(), asRequester())).toEqual({
      kind: 'confirm',
      food: {},
      waiting: 0,
      request: 'unchanged',
      notices: [],
    })
  })

  test.each([
    [
      'someone else',
      () => decideConfirm(pickupOf('Accepted'), food(), asRequester(DONOR)),
      'forbidden',
      'Only the requester may confirm the pickup',
    ],
    [
      'someone else, whatever the status',
      () => decideConfirm(pickupOf('Declined'), food(), asRequester(DONOR)),
      'forbidden',
      'Only the requester may confirm the pickup',
    ],
    [
      'a request whose food is gone',
      () => decideConfirm(pickupOf('Accepted'), undefined, asRequester()),
      'not-found',
      apiErrors.foodNotFound,
    ],
  ])('refuses %s', (_case, run, kind, message) => {
    expect(refusal(run)).toMatchObject({ kind, message })
  })
})

describe('the job settles a due request', () => {
  const open = [
    { id: 'r2', requesterUid: 'waiting-uid', status: 'Requested' as const },
    { id: 'r3', requesterUid: 'accepted-uid', status: 'Accepted' as const },
  ]
  const nothing = { release: false, remind: false, outcomeDue: false }
  const both = (kind: string) => [
    { uid: ASKER, kind, requestId: 'r1' },
    { uid: DONOR, kind, requestId: 'r1' },
  ]

  test.each([
    [
      'unconfirmed at confirmBy: Released, its portions free, both told and those still waiting told portions are free',
      pickupOf('Accepted'),
      '10:00',
      {
        actions: { ...nothing, release: true },
        kind: 'Released',
        waiting: 0,
        food: { portionsReserved: 0 },
        request: { status: 'Released', portions: 2 },
        notices: [...both('request-released'), { uid: 'waiting-uid', kind: 'portions-free', requestId: 'r2' }],
      },
    ],
    [
      'confirmed, 2 h before the window: both reminded, the outcome question next',
      pickupOf('Accepted', true),
      '16:30',
      {
        actions: { ...nothing, remind: true },
        kind: 'pickup-job',
        waiting: 0,
        food: {},
        request: { pickup: { reminderSent: true, outcomeDueSent: false, dueAt: at('20:00') } },
        notices: both('pickup-reminder'),
      },
    ],
    [
      'reminded, an hour after the window: the donor asked for the outcome, nothing more to look at',
      { ...pickupOf('Accepted', true), reminderSent: true },
      '20:30',
      {
        actions: { ...nothing, outcomeDue: true },
        kind: 'pickup-job',
        waiting: 0,
        food: {},
        request: { pickup: { reminderSent: true, outcomeDueSent: true, dueAt: null } },
        notices: [{ uid: DONOR, kind: 'outcome-due', requestId: 'r1' }],
      },
    ],
    [
      'a reminder missed until the window ended: marked done unsent, the outcome question next',
      pickupOf('Accepted', true),
      '19:30',
      {
        actions: nothing,
        kind: 'pickup-job',
        waiting: 0,
        food: {},
        request: { pickup: { reminderSent: true, outcomeDueSent: false, dueAt: at('20:00') } },
        notices: [],
      },
    ],
    [
      'no longer Accepted: nothing sent, never looked at again',
      pickupOf('Collected'),
      '10:00',
      {
        actions: nothing,
        kind: 'pickup-job',
        waiting: 0,
        food: {},
        request: { pickup: { reminderSent: false, outcomeDueSent: false, dueAt: null } },
        notices: [],
      },
    ],
  ] as const)('%s', (_case, due, now, expected) => {
    expect(decideDue(due, food(), { now: at(now), open })).toEqual(expected)
  })

  test('a request whose food went during the job is an error, not a decision', () => {
    expect(() => decideDue(pickupOf('Accepted'), undefined, { now: at('10:00'), open })).toThrow(
      'Request r1 or its food went during the job',
    )
  })
})
