import { expect, test } from 'vitest'
import { MAX_TOKEN_LENGTH, matchesSearch, searchTokens, searchWords, wordPrefix } from './search'

test('every prefix of every word of the name and location, lower-cased, once', () => {
  const tokens = searchTokens('Chicken Biryani', 'Green Road')

  expect(tokens).toEqual(expect.arrayContaining(['c', 'ch', 'chicken', 'b', 'bir', 'biryani', 'g', 'green', 'r', 'road']))
  expect(tokens).not.toContain('iryani')
  expect(new Set(tokens).size).toBe(tokens.length)
  expect(tokens.every((token) => token === token.toLowerCase())).toBe(true)
})

test('words split on anything that is not a letter or digit', () => {
  expect(searchWords("Mirpur-10 Circle, O'Brien's  café")).toEqual(['mirpur', '10', 'circle', 'o', 'brien', 's', 'café'])
  expect(searchWords('  ,.;  ')).toEqual([])
})

test('prefixes stop at 15 characters, counted in code points', () => {
  const tokens = searchTokens('Supercalifragilistic')
  expect(tokens).toContain('supercalifragil')
  expect(tokens).not.toContain('supercalifragili')
  expect(Math.max(...tokens.map((token) => Array.from(token).length))).toBe(MAX_TOKEN_LENGTH)
})

test('letters beyond the basic plane are never cut in half', () => {
  const deseret = '𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻'
  const tokens = searchTokens(deseret)

  expect(tokens).toHaveLength(MAX_TOKEN_LENGTH)
  expect(tokens.every((token) => !/\p{Cs}/u.test(token))).toBe(true)
  expect(wordPrefix(deseret, 2)).toBe('𐐨𐐯')
  expect(matchesSearch('𐐨𐐯', deseret)).toBe(true)
})

test('"bir" finds "Chicken Biryani", in any case; a word inside another does not', () => {
  expect(matchesSearch('bir', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('BIR', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('dhan', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('chick bir', 'Chicken Biryani', 'Dhanmondi')).toBe(true)
  expect(matchesSearch('iryani', 'Chicken Biryani', 'Dhanmondi')).toBe(false)
  expect(matchesSearch('bir pizza', 'Chicken Biryani', 'Dhanmondi')).toBe(false)
})

test('compatibility forms match their plain letters, in any case', () => {
  expect(matchesSearch('hello', 'ℌello soup')).toBe(true)
  expect(matchesSearch('ＳＯＵＰ', 'Tomato soup')).toBe(true)
  expect(searchTokens('ℌello')).toContain('hello')
})

test('empty text matches everything', () => {
  expect(matchesSearch('', 'Anything')).toBe(true)
  expect(matchesSearch(' - ', 'Anything')).toBe(true)
})
