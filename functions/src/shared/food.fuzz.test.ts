/**
 * Property-based fuzzing of the shared schemas, in-process. The oracles are written
 * from the rules (docs/product.md, Foods and Limits; Firestore's id rules), not from the schemas: an input the
 * schema accepts must satisfy every rule (no invalid input accepted), and an input built to be
 * valid must be accepted (no valid input refused). Parsing never throws.
 */
import fc from 'fast-check'
import { afterAll, expect, test } from 'vitest'
import { documentId, emailQuery, foodInput, foodUpdateInput, requestInput, searchQuery } from './food'
import { isSafeImageUrl } from './image-url'
import { MAX_TOKEN_LENGTH, matchesSearch, searchToken, searchTokens, searchWords } from './search'
import {
  arbitraryBody,
  arbitraryText,
  FOOD_FIELDS,
  isIpHost,
  isValidFoodBody,
  isValidImageUrl,
  validFood,
} from '../test/fuzz-oracle'
import { MIXED_CASE_SCRIPT_SCHEME } from '../test/image-urls'

const RUNS = 3000
const runs: Record<string, number> = {}
let accepted = 0
let refused = 0
let violations = 0

function count(name: string, ok: boolean): void {
  runs[name] = (runs[name] ?? 0) + 1
  if (ok) accepted++
  else refused++
}

/** An oracle's verdict: counted for the summary, then asserted. */
function agree(actual: unknown, expected: unknown): void {
  if (actual !== expected) violations++
  expect(actual).toBe(expected)
}

afterAll(() => {
  const total = Object.values(runs).reduce((sum, value) => sum + value, 0)
  console.log(
    `[figures] fuzz (in-process schemas): ${total} generated inputs over ${Object.keys(runs).length} properties; ` +
      `${accepted} accepted, ${refused} refused; oracle disagreements (invalid accepted or valid refused): ${violations}`,
  )
})

test('foodInput: any JSON body is refused or satisfies every rule', () => {
  fc.assert(
    fc.property(arbitraryBody(), (body) => {
      const result = foodInput.safeParse(body)
      count('foodInput any', result.success)
      if (result.success) agree(isValidFoodBody(body, { adding: true }), true)
    }),
    { numRuns: RUNS },
  )
})

test('foodInput: a valid food with one field replaced is accepted exactly when the rules allow it', () => {
  fc.assert(
    fc.property(
      validFood(),
      fc.constantFrom(...FOOD_FIELDS),
      arbitraryText(),
      fc.jsonValue(),
      fc.boolean(),
      (food, field, text, json, useText) => {
        const body = { ...food, [field]: useText ? text : json }
        const result = foodInput.safeParse(body)
        count('foodInput mutated', result.success)
        agree(result.success, isValidFoodBody(body, { adding: true }))
        if (!result.success) {
          const named = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')))
          expect([...named]).toEqual([field])
        }
      },
    ),
    { numRuns: RUNS },
  )
})

test('foodInput and foodUpdateInput accept every food built to be valid, and store none of the extras', () => {
  fc.assert(
    fc.property(validFood(), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }), (food, extras) => {
      const body = { ...extras, ...food }
      const added = foodInput.safeParse(body)
      const updated = foodUpdateInput.safeParse({ ...body, foodStatus: 'Expired' })
      count('food valid', added.success && updated.success)
      agree(added.success, true)
      agree(updated.success, true)
      expect(Object.keys(added.data ?? {}).sort()).toEqual([...FOOD_FIELDS].sort())
      expect(updated.data?.tags).toEqual([...new Set(food.tags as string[])])
    }),
    { numRuns: RUNS },
  )
})

test('foodUpdateInput: any JSON body is refused or satisfies every rule', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        arbitraryBody(),
        validFood().map((food) => ({ ...food, foodStatus: 'Requested' })),
      ),
      (body) => {
        const result = foodUpdateInput.safeParse(body)
        count('foodUpdateInput any', result.success)
        if (result.success) agree(isValidFoodBody(body, { adding: false }), true)
      },
    ),
    { numRuns: RUNS },
  )
})

/** Firestore's own rules for a document id, plus ours (letters and digits, at most 128). */
function isSafeDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= 128 &&
    Buffer.byteLength(id) <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    [...id].every((character) => /[A-Za-z0-9]/.test(character))
  )
}

test('documentId: an accepted id is always a safe Firestore id; every letter-and-digit id is accepted', () => {
  const alphanumeric = fc.string({ unit: fc.constantFrom(...'abcXYZ0189'), minLength: 1, maxLength: 128 })
  fc.assert(
    fc.property(
      fc.oneof(arbitraryText(), alphanumeric, fc.constantFrom('.', '..', '__x__', 'a/b', '%2F', 'x'.repeat(1501))),
      (id) => {
        const result = documentId.safeParse(id)
        count('documentId', result.success)
        agree(result.success, isSafeDocumentId(id))
      },
    ),
    { numRuns: RUNS },
  )
})

test('requestInput: accepted only with a safe food id and a time of day', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`)
  fc.assert(
    fc.property(
      fc.record({
        foodId: fc.oneof(arbitraryText(), fc.constant('Abc123')),
        requestedTime: fc.oneof(arbitraryText(), time),
        extra: fc.jsonValue(),
      }),
      (body) => {
        const result = requestInput.safeParse(body)
        count('requestInput', result.success)
        if (!result.success) return
        agree(isSafeDocumentId(body.foodId), true)
        expect(body.requestedTime.length).toBeLessThanOrEqual(32)
        expect(body.requestedTime).toMatch(/^\d{1,2}:\d{2}/)
        expect(Object.keys(result.data).sort()).toEqual(['foodId', 'message', 'requestedTime'])
      },
    ),
    { numRuns: RUNS },
  )
})

test('searchQuery and emailQuery: accepted only with one string of bounded length', () => {
  const value = fc.oneof(
    arbitraryText(),
    fc.array(fc.string()),
    fc.constant(undefined),
    fc.string({ minLength: 95, maxLength: 110 }),
  )
  fc.assert(
    fc.property(value, value, (searchParams, email) => {
      const search = searchQuery.safeParse({ searchParams })
      const mail = emailQuery.safeParse({ email })
      count('queries', search.success && mail.success)
      if (search.success)
        agree(searchParams === undefined || (typeof searchParams === 'string' && [...searchParams].length <= 100), true)
      if (mail.success)
        agree(typeof email === 'string' && email.trim().length > 0 && [...email.trim()].length <= 320, true)
    }),
    { numRuns: RUNS },
  )
})

test('isSafeImageUrl: generated web URLs are accepted exactly when they name a host without credentials', () => {
  const url = fc.webUrl({
    validSchemes: ['http', 'https', 'ftp', 'file', 'javascript', 'data'],
    authoritySettings: { withIPv4: true, withIPv6: true, withIPv4Extended: true, withUserInfo: true, withPort: true },
    withQueryParameters: true,
    withFragments: true,
  })
  const prefixed = fc
    .tuple(fc.constantFrom('', ' ', '\t', '\n', MIXED_CASE_SCRIPT_SCHEME, 'HTTP://'), url)
    .map(([prefix, rest]) => prefix + rest)
  fc.assert(
    fc.property(fc.oneof(url, prefixed, arbitraryText()), (candidate) => {
      const safe = isSafeImageUrl(candidate)
      count('image URL', safe)
      if (safe) agree(isValidImageUrl(candidate), true)
    }),
    { numRuns: RUNS },
  )
})

test('isSafeImageUrl: no IP literal is ever accepted as an image host', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.ipV4(),
        fc.ipV4Extended(),
        fc.ipV6().map((ip) => `[${ip}]`),
      ),
      fc.constantFrom('http', 'https'),
      (host, scheme) => {
        const candidate = `${scheme}://${host}/food.jpg`
        const safe = isSafeImageUrl(candidate)
        count('image IP', safe)
        agree(safe, false)
        // The oracle agrees: what the parser makes of the host is an IP address.
        expect(isIpHost(candidate)).toBe(true)
      },
    ),
    { numRuns: RUNS },
  )
})

test("search: whatever the text, tokens are storable and any word run's start finds its food in one token", () => {
  fc.assert(
    fc.property(arbitraryText(), arbitraryText(), fc.nat(), fc.nat(), (name, location, pick, cut) => {
      const tokens = searchTokens(name, location)
      count('search', true)
      for (const token of tokens) {
        expect(/\p{Cs}/u.test(token)).toBe(false)
        expect([...token].length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH)
      }
      const words = searchWords(pick % 2 === 0 ? name : location)
      if (words.length === 0) return
      const run = words.slice(pick % words.length).join(' ')
      const query = [...run].slice(0, 1 + (cut % [...run].length)).join('')
      expect(matchesSearch(query, name, location)).toBe(true)
      // searchFoods asks Firestore for the query's one token: it must be stored.
      expect(tokens).toContain(searchToken(query))
    }),
    { numRuns: RUNS },
  )
})
