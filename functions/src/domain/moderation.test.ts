import { expect, test } from 'vitest'
import { MODERATION_ACTIONS, REPORT_TARGET_KINDS } from '../shared/moderation-choices'
import { actionFits, assertActionFits, closingStatus, effectOfClosing, holdsFood } from './moderation'

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
