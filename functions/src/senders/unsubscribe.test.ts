import { expect, test } from 'vitest'
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe'

test('an unsubscribe token reads back only with the secret that signed it, and only as signed', () => {
  const token = unsubscribeToken('uid-1', ['food-near-you', 'request-received'], 'secret')
  expect(readUnsubscribeToken(token, 'secret')).toEqual({ uid: 'uid-1', kinds: ['food-near-you', 'request-received'] })
  expect(readUnsubscribeToken(token, 'other secret')).toBeUndefined()
  const [uid, , signature] = token.split('.')
  expect(readUnsubscribeToken(`${uid}.food-deleted.${signature}`, 'secret')).toBeUndefined()
  expect(readUnsubscribeToken('garbage', 'secret')).toBeUndefined()
})
