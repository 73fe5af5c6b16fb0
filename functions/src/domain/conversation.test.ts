import { expect, test } from 'vitest'
import { AppError } from './app-error'
import { isWriteOpen, messagesEtag, participantOf } from './conversation'

const now = new Date('2026-06-10T08:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

test.each([
  ['Requested', undefined, true],
  ['Accepted', undefined, true],
  ['Declined 6 days ago', daysAgo(6.99), true],
  ['Declined 7 days ago', daysAgo(7), false],
  ['Collected yesterday', daysAgo(1), true],
  ['Released 8 days ago', daysAgo(8), false],
  ['closed at an unknown time', undefined, false],
] as const)('writing is open: %s', (name, closedAt, open) => {
  const status = (['Requested', 'Accepted', 'Declined', 'Collected', 'Released'] as const).find((word) =>
    name.startsWith(word),
  )
  expect(isWriteOpen(status ?? 'No-show', closedAt, now)).toBe(open)
})

test('only the two people take part; anyone else is refused as forbidden', () => {
  const parties = { requesterUid: 'r', donorUid: 'd' }
  expect(participantOf(parties, 'r')).toBe('requester')
  expect(participantOf(parties, 'd')).toBe('donor')
  expect(() => participantOf(parties, 'x')).toThrow(AppError)
  try {
    participantOf(parties, 'x')
  } catch (error) {
    expect(error).toMatchObject({ kind: 'forbidden' })
  }
})

test('the ETag follows the version and the page', () => {
  expect(messagesEtag(3, undefined)).toBe('"v3"')
  expect(messagesEtag(3, 'abc')).toBe('"v3-abc"')
  expect(messagesEtag(4, undefined)).not.toBe(messagesEtag(3, undefined))
})
