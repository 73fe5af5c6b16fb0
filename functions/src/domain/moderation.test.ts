import { describe, expect, test } from 'vitest'
import { apiErrors } from '../shared/copy'
import { MODERATION_ACTIONS, REPORT_TARGET_KINDS } from '../shared/moderation-choices'
import { REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import {
  actionFits,
  assertActionFits,
  closingStatus,
  decideSuspendedRequest,
  effectOfClosing,
  holdsFood,
} from './moderation'

test.each([
  ['dismiss', 'food', true],
  ['dismiss', 'user', true],
  ['dismiss', 'message', true],
  ['hide-food', 'food', true],
  ['hide-food', 'user', false],
  ['hide-food', 'message', false],
  ['restore-food', 'food', true],
  ['restore-food', 'message', false],
  ['remove-message', 'message', true],
  ['remove-message', 'food', false],
  ['remove-feedback', 'user', true],
  ['remove-feedback', 'food', false],
  ['warn-user', 'message', true],
  ['suspend-user', 'food', true],
  ['reinstate-user', 'user', true],
] as const)('%s on a %s report fits: %s', (action, target, fits) => {
  expect(actionFits(action, target)).toBe(fits)
})

test('every action fits some target, and an action that does not fit is a conflict', () => {
  for (const action of MODERATION_ACTIONS)
    expect(REPORT_TARGET_KINDS.some((kind) => actionFits(action, kind))).toBe(true)
  expect(() => assertActionFits('hide-food', 'user')).toThrow(expect.objectContaining({ kind: 'conflict' }))
  expect(() => assertActionFits('hide-food', 'food')).not.toThrow()
})

test.each([
  [2, false, false],
  [3, false, true],
  [4, false, true],
  [3, true, false],
] as const)('%i open reports, already held %s: holds %s', (reports, held, holds) => {
  expect(holdsFood(reports, held)).toBe(holds)
})

test.each([
  ['Accepted', 'Released'],
  ['Requested', 'Declined'],
] as const)('a suspension closes an %s request as %s', (from, to) => {
  expect(closingStatus(from)).toBe(to)
})

test('closing a waiting and an accepted request frees the accepted portions and stops the waiting one waiting', () => {
  const food = { portionsReserved: 3, portionsCollected: 1 }
  const waiting = { status: 'Requested' as const, portions: 2 }
  const accepted = { status: 'Accepted' as const, portions: 3 }
  expect(effectOfClosing(food, [waiting, accepted])).toEqual({
    food: { portionsReserved: 0, portionsCollected: 1 },
    waiting: -1,
    moves: [
      { request: waiting, status: 'Declined' },
      { request: accepted, status: 'Released' },
    ],
  })
})

test('closing nothing changes nothing', () => {
  expect(effectOfClosing({ portionsReserved: 2, portionsCollected: 0 }, [])).toEqual({
    food: { portionsReserved: 2, portionsCollected: 0 },
    waiting: 0,
    moves: [],
  })
})

/** Every state of a suspended requester's request (2 portions) of a food with 3 reserved, 1 collected. */
const SUSPENDED: Record<RequestStatus, { status: RequestStatus; waiting: number; food: object } | 'unchanged'> = {
  Requested: { status: 'Declined', waiting: -1, food: {} },
  Accepted: { status: 'Released', waiting: 0, food: { portionsReserved: 1 } },
  Declined: 'unchanged',
  Collected: 'unchanged',
  'No-show': 'unchanged',
  Released: 'unchanged',
}

describe("a suspended requester's request", () => {
  const food = { portionsReserved: 3, portionsCollected: 1 }
  const request = (status: RequestStatus) => ({
    id: 'r1',
    status,
    portions: 2,
    donatorUid: 'donor',
    requesterUid: 'them',
  })
  for (const status of REQUEST_STATUSES) {
    const expected = SUSPENDED[status]
    test(`${status}: ${expected === 'unchanged' ? 'stays as it is' : `closes as ${expected.status}, the donor told`}`, () => {
      if (expected === 'unchanged') {
        expect(decideSuspendedRequest(request(status), food)).toEqual({
          kind: 'suspend',
          food: {},
          waiting: 0,
          notices: [],
          request: 'unchanged',
        })
        return
      }
      expect(decideSuspendedRequest(request(status), food)).toEqual({
        kind: 'suspend',
        food: expected.food,
        waiting: expected.waiting,
        request: { status: expected.status, portions: 2 },
        notices: [{ uid: 'donor', kind: 'request-closed', requestId: 'r1' }],
      })
    })
  }

  test('whose food is gone is not found', () => {
    expect(() => decideSuspendedRequest(request('Requested'), undefined)).toThrow(
      expect.objectContaining({ kind: 'not-found', message: apiErrors.foodNotFound }),
    )
  })
})
