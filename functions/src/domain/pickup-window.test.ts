import { expect, test } from 'vitest'
import type { PickupWindow } from '../shared/pickup'
import { chosenWindowProblem, pickupWindowsProblem, sortWindows } from './pickup-window'

const now = new Date('2026-06-10T08:00:00.000Z')
const window = (start: string, end: string): PickupWindow => ({
  start: `2026-06-${start}:00.000Z`,
  end: `2026-06-${end}:00.000Z`,
})
const EXPIRY = '2026-06-11' // ends everywhere at 2026-06-12T12:00Z

test.each([
  ['one window of an hour', [window('10T10:00', '10T11:00')], undefined],
  ['15 minutes exactly', [window('10T10:00', '10T10:15')], undefined],
  ['12 hours exactly', [window('10T10:00', '10T22:00')], undefined],
  ['touching windows', [window('10T10:00', '10T11:00'), window('10T11:00', '10T12:00')], undefined],
  ['under 15 minutes', [window('10T10:00', '10T10:14')], 'Each pickup window must last 15 minutes to 12 hours'],
  ['over 12 hours', [window('10T10:00', '10T22:01')], 'Each pickup window must last 15 minutes to 12 hours'],
  ['ending before it starts', [window('10T11:00', '10T10:00')], 'Each pickup window must last 15 minutes to 12 hours'],
  ['starting now', [window('10T08:00', '10T09:00')], 'Each pickup window must start in the future'],
  ['in the past', [window('09T10:00', '09T11:00')], 'Each pickup window must start in the future'],
  ['ending at the end of the expiry day', [window('12T00:00', '12T12:00')], undefined],
  [
    'ending after the expiry day',
    [window('12T01:00', '12T12:01')],
    'Each pickup window must end by the end of the expiry day',
  ],
  [
    'overlapping, in any order',
    [window('10T12:00', '10T13:00'), window('10T10:00', '10T12:30')],
    'Pickup windows must not overlap',
  ],
] as const)('%s', (_name, windows, problem) => {
  expect(pickupWindowsProblem(windows, EXPIRY, now)).toBe(problem)
})

test('a window the food already had may stay though it has started', () => {
  const started = window('10T07:00', '10T09:00')
  expect(pickupWindowsProblem([started], EXPIRY, now, [started])).toBeUndefined()
  expect(pickupWindowsProblem([started], EXPIRY, now, [])).toBe('Each pickup window must start in the future')
})

test('windows are kept earliest first', () => {
  const late = window('10T12:00', '10T13:00')
  const early = window('10T10:00', '10T11:00')
  expect(sortWindows([late, early])).toEqual([early, late])
})

test.each([
  ['none chosen, the food has none', undefined, [], undefined],
  ['none chosen, the food has some', undefined, [window('10T10:00', '10T11:00')], 'Choose one of the pickup windows'],
  ['one of the food’s', window('10T10:00', '10T11:00'), [window('10T10:00', '10T11:00')], undefined],
  [
    'the same instant written with an offset',
    { start: '2026-06-10T12:00:00+02:00', end: '2026-06-10T13:00:00+02:00' },
    [window('10T10:00', '10T11:00')],
    undefined,
  ],
  [
    'not one of the food’s',
    window('10T10:00', '10T11:30'),
    [window('10T10:00', '10T11:00')],
    'The pickup window must be one of the food’s',
  ],
  [
    'a window of a food that has none',
    window('10T10:00', '10T11:00'),
    [],
    'The pickup window must be one of the food’s',
  ],
  [
    'a window that has ended',
    window('10T06:00', '10T07:00'),
    [window('10T06:00', '10T07:00')],
    'That pickup window has ended',
  ],
  ['a window under way', window('10T07:00', '10T09:00'), [window('10T07:00', '10T09:00')], undefined],
] as const)('choosing: %s', (_name, chosen, windows, problem) => {
  expect(chosenWindowProblem(chosen, windows, now)).toBe(problem)
})
