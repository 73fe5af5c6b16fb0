const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` naming a day that exists (no 2025-02-30). */
export function isRealDate(value: string): boolean {
  const match = DATE_ONLY.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  if (year < 1970 || year > 9999) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A food stays good through its expiry day wherever its donor is: it expires once that day has
 * ended in the last time zone on earth (UTC-12), that is at noon UTC of the next day.
 */
export function isPastExpiry(expireDateTime: string, now: Date): boolean {
  if (!isRealDate(expireDateTime)) return false
  return now.getTime() >= endOfExpiryDay(expireDateTime)
}

/** The instant (ms) the expiry day has ended everywhere: noon UTC of the next day. */
export function endOfExpiryDay(expireDateTime: string): number {
  return Date.parse(`${expireDateTime}T12:00:00Z`) + DAY_MS
}
