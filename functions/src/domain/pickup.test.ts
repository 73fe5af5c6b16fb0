import { expect, test } from 'vitest'
import { afterJob, confirmByFor, dueActions, nextDueAt, outcomeDueAt, type PickupState, reminderAt } from './pickup'

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
