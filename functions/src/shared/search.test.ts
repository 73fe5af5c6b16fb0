import { expect, test } from 'vitest'
import { MAX_TOKEN_LENGTH, matchesSearch, searchToken, searchTokens, searchWords, wordPrefix } from './search'

test('every prefix of the word runs from each word of the name and location, lower-cased, once', () => {
  const tokens = searchTokens('Chicken Biryani', 'Green Road')

  expect(tokens).toEqual(
    expect.arrayContaining(['c', 'chicken', 'chicken b', 'chicken biryani', 'bir', 'biryani', 'green r', 'road']),
  )
  expect(tokens).not.toContain('iryani')
  expect(tokens).not.toContain('chicken ')
  expect(tokens).not.toContain('biryani green')
  expect(new Set(tokens).size).toBe(tokens.length)
  expect(tokens.every((token) => token === token.toLowerCase())).toBe(true)
})

test('words split on anything that is not a letter or digit', () => {
  expect(searchWords("Mirpur-10 Circle, O'Brien's  café")).toEqual([
    'mirpur',
    '10',
    'circle',
    'o',
    'brien',
    's',
    'café',
  ])
  expect(searchWords('  ,.;  ')).toEqual([])
})

test(`tokens stop at ${MAX_TOKEN_LENGTH} characters, counted in code points, and a longer query is cut the same`, () => {
  const name = 'Supercalifragilistic expialidocious stew'
  const tokens = searchTokens(name)
  expect(tokens).toContain('supercalifragilistic expialido')
  expect(tokens).not.toContain('supercalifragilistic expialidoc')
  expect(Math.max(...tokens.map((token) => Array.from(token).length))).toBe(MAX_TOKEN_LENGTH)
  expect(searchToken('Supercalifragilistic expialidocious soup')).toBe('supercalifragilistic expialido')
  expect(matchesSearch('supercalifragilistic expialidocious', name)).toBe(true)
})

test('a query cut at the cap never ends in a space', () => {
  expect(searchToken(`${'a'.repeat(MAX_TOKEN_LENGTH - 1)} b`)).toBe('a'.repeat(MAX_TOKEN_LENGTH - 1))
})

test('letters beyond the basic plane are never cut in half', () => {
  const deseret = '𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻'
  const tokens = searchTokens(deseret)

  expect(tokens).toHaveLength(MAX_TOKEN_LENGTH)
  expect(tokens.every((token) => !/\p{Cs}/u.test(token))).toBe(true)
  expect(wordPrefix(deseret, 2)).toBe('𐐨𐐯')
  expect(matchesSearch('𐐨𐐯', deseret)).toBe(true)
})

test('"bir" and "chicken bir" find "Chicken Biryani", in any case; a word inside another or out of order does not', () => {
  expect(matchesSearch('bir', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('BIR', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('dhan', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('chicken bir', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('Chicken,  Biryani', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('iryani', 'Chicken Biryani', 'Dhanmondi')).toBe(false)
  expect(matchesSearch('bir chicken', 'Chicken Biryani', 'Dhanmondi')).toBe(false)
  expect(matchesSearch('chick bir', 'Chicken Biryani', 'Dhanmondi')).toBe(false)
  expect(matchesSearch('biryani dhan', 'Chicken Biryani', 'Dhanmondi')).toBe(false)
})

test('the stored tokens and the in-memory rule agree', () => {
  const tokens = searchTokens('Chicken Biryani', 'Green Road, Dhanmondi')
  for (const query of ['chi', 'chicken biryani', 'road dhan', 'green road dhanmondi', 'bir', 'xyz', 'biryani green']) {
    expect(tokens.includes(searchToken(query) ?? ''), query).toBe(
      matchesSearch(query, 'Chicken Biryani', 'Green Road, Dhanmondi'),
    )
  }
})

test('compatibility forms match their plain letters, in any case', () => {
  expect(matchesSearch('hello', 'ℌello soup')).toBe(true)
  expect(matchesSearch('ＳＯＵＰ', 'Tomato soup')).toBe(true)
  expect(searchTokens('ℌello')).toContain('hello')
})

test('empty text matches everything and looks for no token', () => {
  expect(matchesSearch('', 'Anything')).toBe(true)
  expect(matchesSearch(' - ', 'Anything')).toBe(true)
  expect(searchToken(' - ')).toBeUndefined()
})
