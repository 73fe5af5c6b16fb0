/**
 * Generators and oracles for the fuzz tests. The oracles restate the rules (docs/product.md, Foods,
 * Photos and Limits) in plain code and never call the schemas they judge.
 */
import { isIP } from 'node:net'
import fc from 'fast-check'
import { DIET_TAGS } from '../shared/diet-tags'
import { daysFromNow } from './dates'

export const FOOD_FIELDS = [
  'foodName',
  'foodImg',
  'quantity',
  'location',
  'expireDateTime',
  'foodStatus',
  'tags',
  'coordinates',
] as const
/** What a parsed food always holds: the pin only when one was sent. */
export const PARSED_FOOD_FIELDS = FOOD_FIELDS.filter((field) => field !== 'coordinates')
const STATUSES = ['Available', 'Requested', 'Expired']

/** Text with the troublemakers in it: half surrogate pairs, odd spaces, path and HTML characters. */
export function arbitraryText(): fc.Arbitrary<string> {
  const tricky = fc.constantFrom(
    ' ',
    '\t',
    '\n',
    '\u00a0',
    '\u2028',
    'a',
    'Z',
    '0',
    '9',
    '/',
    '\\',
    '.',
    '_',
    '%',
    ':',
    '@',
    '<',
    '>',
    '"',
    "'",
    '\ud800',
    '\udc00',
    '😀',
    '𐐨',
    'é',
    '\u0000',
    '-',
  )
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: tricky, maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      'a',
      'ab',
      '.',
      '..',
      '__x__',
      'constructor',
      'valueOf',
      'propertyIsEnumerable',
      'a/b',
      '%2F',
      'javascript:alert(1)', // eslint-disable-line no-restricted-syntax -- an attack payload to refuse
      'data:text/html,x',
      'https://images.example.com/a.jpg',
      'http://127.0.0.1/a.jpg',
      '2025-02-30',
      '2999-12-31',
      '10:30 AM',
      '0',
      '10001',
      '007',
      '<img src=x onerror=alert(1)>',
      'x'.repeat(101),
      'x'.repeat(201),
      'x'.repeat(2049),
    ),
  )
}

/** A future `YYYY-MM-DD`, 1 to 3650 days ahead. */
function futureDate(): fc.Arbitrary<string> {
  return fc.integer({ min: 1, max: 3650 }).map(daysFromNow)
}

const wordCharacter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éüßçñ漢字𐐨😀')
const word = fc.string({ unit: wordCharacter, minLength: 1, maxLength: 12 })
const words = (max: number) =>
  fc.array(word, { minLength: 1, maxLength: 6 }).map((list) => [...list.join(' ')].slice(0, max).join('').trim())

function validImageUrl(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })), fc.webPath())
    .map(([scheme, host, port, path]) => `${scheme}://${host}${port === null ? '' : `:${port}`}${path}`)
    .filter((url) => url.length <= 2048 && !/[\s\\]/.test(url))
}

/** A food every rule accepts, built from the rules. */
export function validFood(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({
    foodName: words(100).filter((name) => [...name].length >= 2),
    foodImg: validImageUrl(),
    quantity: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }).map(String)),
    location: words(200).filter((location) => location.length > 0),
    expireDateTime: futureDate(),
    foodStatus: fc.constant('Available'),
    tags: fc.subarray([...DIET_TAGS]),
    coordinates: fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    }),
  })
}

/** Any JSON, foods with a field or two changed, and objects of food-like keys. */
export function arbitraryBody(): fc.Arbitrary<unknown> {
  const value = fc.oneof(arbitraryText(), fc.jsonValue(), fc.integer(), fc.double())
  return fc.oneof(
    fc.jsonValue(),
    fc
      .tuple(
        validFood(),
        fc.subarray([...FOOD_FIELDS], { minLength: 1, maxLength: 2 }),
        fc.array(value, { minLength: 2, maxLength: 2 }),
      )
      .map(([food, fields, values]) => ({
        ...food,
        ...Object.fromEntries(fields.map((field, index) => [field, values[index]])),
      })),
    fc.tuple(validFood(), fc.constantFrom(...FOOD_FIELDS)).map(([food, field]) => {
      const copy: Record<string, unknown> = { ...food }
      delete copy[field]
      return copy
    }),
    fc.dictionary(fc.constantFrom(...FOOD_FIELDS, 'donatorUid', 'donator', '_id', 'isAdmin', 'createdAt'), value),
  )
}

/** Text Firestore can store: UTF-16 that survives a round trip through UTF-8. */
function isStorableText(value: string): boolean {
  return Buffer.from(value, 'utf8').toString('utf8') === value
}

export function isValidImageUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2048 || !isStorableText(value)) return false
  // The raw text is already a plain URL: lower-case scheme, two slashes, then the host at once.
  if (!value.startsWith('http://') && !value.startsWith('https://')) return false
  if (/[\s\\]/.test(value)) return false
  const afterSlashes = value.slice(value.indexOf('//') + 2)
  if (afterSlashes === '' || '/?#'.includes(afterSlashes[0] ?? '')) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username !== '' || url.password !== '') return false
  const host = url.hostname
  // The WHATWG parser rewrites every IPv4 spelling (2130706433, 0x7f.1) as dotted decimal.
  if (host === '' || host.startsWith('[') || isIP(host) !== 0) return false
  return host.includes('.') || host === 'localhost'
}

/** True when the URL parser reads the host as an IP address (v4 in any spelling, or v6). */
export function isIpHost(url: string): boolean {
  return isIP(new URL(url).hostname.replace(/^\[|\]$/g, '')) !== 0
}

function isWholeQuantity(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 10_000
  if (typeof value !== 'string' || value.length === 0 || value.length > 6) return false
  if (![...value].every((character) => character >= '0' && character <= '9')) return false
  return Number(value) >= 1 && Number(value) <= 10_000
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10 || value[4] !== '-' || value[7] !== '-') return false
  const parts = [value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)]
  if (!parts.every((part) => [...part].every((character) => character >= '0' && character <= '9'))) return false
  const [year, month, day] = parts.map(Number) as [number, number, number]
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return year >= 1970 && days !== undefined && day >= 1 && day <= days
}

/** A food is good through its expiry day wherever its donor is: until noon UTC of the next day. */
function hasNotExpired(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return Date.now() < Date.UTC(year, month - 1, day + 1, 12)
}

function isTrimmedText(value: unknown, min: number, max: number): boolean {
  if (typeof value !== 'string' || !isStorableText(value)) return false
  // Characters, as a person counts them: 😀 is one.
  const length = [...value.trim()].length
  return length >= min && length <= max
}

function isDietTagList(value: unknown): boolean {
  return (
    value === undefined ||
    (Array.isArray(value) &&
      value.every((tag) => typeof tag === 'string' && (DIET_TAGS as readonly string[]).includes(tag)))
  )
}

function isDegrees(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= -max && value <= max
}

/** No pin, a pin taken away (null), or a point on Earth; extra keys are dropped, not refused. */
function isPickupPoint(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value !== 'object' || Array.isArray(value)) return false
  const point = value as Record<string, unknown>
  return isDegrees(point.lat, 90) && isDegrees(point.lng, 180)
}

/** Every rule of a food body; `adding` is the add form (only Available, no past date). */
export function isValidFoodBody(body: unknown, { adding }: { adding: boolean }): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const food = body as Record<string, unknown>
  const status = food.foodStatus
  return (
    isTrimmedText(food.foodName, 2, 100) &&
    isValidImageUrl(food.foodImg) &&
    isWholeQuantity(food.quantity) &&
    isTrimmedText(food.location, 1, 200) &&
    isDietTagList(food.tags) &&
    isPickupPoint(food.coordinates) &&
    isCalendarDay(food.expireDateTime) &&
    (!adding || hasNotExpired(food.expireDateTime)) &&
    (adding ? status === undefined || status === 'Available' : typeof status === 'string' && STATUSES.includes(status))
  )
}
