import { expect, test } from 'vitest'
import { readCookie } from './cookies'

test('reads the named cookie among others', () => {
  expect(readCookie('a=1; __session=abc.def; b=2', '__session')).toBe('abc.def')
  expect(readCookie('__session=abc', '__session')).toBe('abc')
  expect(readCookie('  __session = abc  ', '__session')).toBe('abc')
})

test('decodes a percent-encoded value, and keeps = signs inside it', () => {
  expect(readCookie('__session=a%3Db%20c', '__session')).toBe('a=b c')
  expect(readCookie('__session=a=b==', '__session')).toBe('a=b==')
})

test('takes the first of two cookies with the name', () => {
  expect(readCookie('__session=first; __session=second', '__session')).toBe('first')
})

test('answers nothing for a missing header, a missing cookie or a look-alike name', () => {
  expect(readCookie(undefined, '__session')).toBeUndefined()
  expect(readCookie('', '__session')).toBeUndefined()
  expect(readCookie('session=abc; __session_x=abc; x__session=abc', '__session')).toBeUndefined()
  expect(readCookie('__session', '__session')).toBeUndefined()
})

test('an undecodable value is no cookie at all', () => {
  expect(readCookie('__session=%E0%A4%A', '__session')).toBeUndefined()
})
