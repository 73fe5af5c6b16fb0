import { expect, test } from 'vitest'
import { messageInput } from './pickup'
import { isWellFormedText, plainText } from './plain-text'

test.each([
  ['plain words stay', 'See you at 6', 'See you at 6'],
  ['line breaks stay', 'one\ntwo', 'one\ntwo'],
  ['Windows line breaks become one', 'one\r\ntwo\rthree', 'one\ntwo\nthree'],
  ['markup stays as text', '<b>hi</b>', '<b>hi</b>'],
  ['NUL, bell, escape and tab go', 'a\u0000b\u0007c\u001bd\te', 'abcde'],
  ['C1 controls go', 'a\u0085b\u009bc', 'abc'],
  ['bidi overrides go', 'gpj.\u202Eexe', 'gpj.exe'],
  ['every override and isolate goes', '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069x', 'x'],
  ['emoji and other scripts stay', 'Soup 🍲 סוּפּ', 'Soup 🍲 סוּפּ'],
] as const)('%s', (_name, input, output) => {
  expect(plainText(input)).toBe(output)
})

test('a message is 1 to 1000 characters after trimming and removing the hidden ones', () => {
  expect(messageInput.safeParse({ text: '  hi  ' }).data).toEqual({ text: 'hi' })
  expect(messageInput.safeParse({ text: '\u202E\u0000 ' }).success).toBe(false)
  expect(messageInput.safeParse({ text: 'x'.repeat(1000) }).success).toBe(true)
  expect(messageInput.safeParse({ text: 'x'.repeat(1001) }).success).toBe(false)
  expect(messageInput.safeParse({ text: 'hi', imageUrl: '/api/images/abc123' }).success).toBe(true)
  expect(messageInput.safeParse({ text: 'hi', imageUrl: 'https://evil.example/x.png' }).success).toBe(false)
})

test('isWellFormedText refuses half a surrogate pair and keeps whole ones', () => {
  expect(isWellFormedText('Soup 🍲 𐐨')).toBe(true)
  expect(isWellFormedText('\ud83c')).toBe(false)
  expect(isWellFormedText('a\udf72b')).toBe(false)
  expect(isWellFormedText('\udf72\ud83c')).toBe(false)
})
