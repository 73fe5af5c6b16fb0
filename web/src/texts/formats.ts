/**
 * Dates, times, numbers and distances in the reader's language, through `Intl` (one place for every
 * format: docs/decisions/languages.md). The language is read at each call, so a render after a
 * switch formats in the new one.
 */
import { currentLanguage, intlLocale } from './catalog'

type Format = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat
const cache = new Map<string, Format>()

function cached<T extends Format>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = intlLocale(currentLanguage())
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    format = make(locale)
    cache.set(key, format)
  }
  return format as T
}

/** `3`, `৩`, `٣`: a whole number or a decimal in the reader's digits, without grouping (`2012`, as the spec's counts). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const all = { useGrouping: false, ...options }
  return cached('number', all, (locale) => new Intl.NumberFormat(locale, all)).format(value)
}

/** A coordinate with a fixed number of decimals (`23.811`), in the reader's digits. */
export function formatDecimals(value: number, digits: number): string {
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** `2.4 km`, `২.৪ কিমি`, `2,4 km`, `٢٫٤ كم`. */
export function formatKm(km: number): string {
  return formatNumber(km, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 3 })
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' }
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }
const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long' }
// A calendar day names no moment: read and written in UTC, it is the same day in every zone.
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' }

function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // English keeps the reader's own locale (as before languages came), so `en-GB` readers see 26 Nov.
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, options))
}

/** A moment in the reader's local time: `Nov 26, 2026, 10:00 AM`. */
export function formatDateTime(date: Date): string {
  return dateTimeFormat(DATE_TIME).format(date)
}

/** A time of day in the reader's local time: `10:00 AM`. */
export function formatTime(date: Date): string {
  return dateTimeFormat(TIME).format(date)
}

/** A day in the reader's local time: `Nov 26, 2026`. */
export function formatDate(date: Date): string {
  return dateTimeFormat(DATE).format(date)
}

/** A month of a year: `November 2026` (a member since). */
export function formatMonth(date: Date): string {
  return dateTimeFormat(MONTH).format(date)
}

/**
 * A food's expiry day as stored (`2026-11-30`): English shows it as the spec does, letter for
 * letter; every other language as a date of its own (`30.11.2026`, `٣٠‏/١١‏/٢٠٢٦`).
 */
export function formatExpiry(day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (currentLanguage() === 'en' || !parts) return day
  return dateTimeFormat(DAY).format(new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))))
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** `5 minutes ago`, `in 2 hours`, `now`, in the reader's language. */
export function formatRelative(date: Date, now: Date): string {
  const format = cached('relative', {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  const diff = date.getTime() - now.getTime()
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit)
  }
  return format.format(0, 'minute')
}

/** A short list in the language's own words and punctuation: `Vegan, “soup”, Once a day`, `Vegan, „soup“ und Einmal am Tag`. */
export function formatList(items: readonly string[]): string {
  return cached('list', {}, (locale) => new Intl.ListFormat(locale, { style: 'short', type: 'unit' })).format(items)
}
