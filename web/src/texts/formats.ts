/**
 * Dates, times, numbers and distances in the reader's language, through `Intl` (one place for every
 * format: docs/decisions/languages.md). The language is read at each call, so a render after a
 * switch formats in the new one.
 */
import { currentLanguage, intlLocale } from './catalog'

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>()

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
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
