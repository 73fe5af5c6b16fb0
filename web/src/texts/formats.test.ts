import { afterEach, expect, test } from 'vitest'
import { switchLanguage } from '../app/language'
import type { Language } from './catalog'
import { formatDate, formatExpiry, formatKm, formatList, formatRelative } from './formats'

afterEach(() => switchLanguage('en', { remember: false }))

const NOW = new Date('2026-11-26T12:00:00Z')
const FIVE_MINUTES_AGO = new Date('2026-11-26T11:55:00Z')

const EXPECTED: Record<Language, { km: string; relative: string; expiry: string }> = {
  en: { km: '2.4 km', relative: '5 minutes ago', expiry: '2026-11-30' },
  bn: { km: '২.৪ কিমি', relative: '৫ মিনিট আগে', expiry: '৩০ নভে, ২০২৬' },
  de: { km: '2,4 km', relative: 'vor 5 Minuten', expiry: '30.11.2026' },
  ar: { km: '٢٫٤ كم', relative: 'قبل ٥ دقائق', expiry: '٣٠‏/١١‏/٢٠٢٦' },
}

test.each(Object.entries(EXPECTED) as [Language, (typeof EXPECTED)[Language]][])(
  'in %s: a distance, a relative time, an expiry day',
  async (language, expected) => {
    await switchLanguage(language, { remember: false })
    expect(formatKm(2.4)).toBe(expected.km)
    expect(formatRelative(FIVE_MINUTES_AGO, NOW)).toBe(expected.relative)
    expect(formatExpiry('2026-11-30')).toBe(expected.expiry)
  },
)

test('a date comes in the language and its digits', async () => {
  const day = new Date('2026-11-26T12:00:00Z')
  await switchLanguage('de', { remember: false })
  expect(formatDate(day)).toBe('26.11.2026')
  await switchLanguage('ar', { remember: false })
  expect(formatDate(day)).toMatch(/^٢٦.*٢٠٢٦$/)
  await switchLanguage('bn', { remember: false })
  expect(formatDate(day)).toMatch(/২৬.*২০২৬/)
})

test('a short list joins in each language’s own way, and an alert’s quoted word in its quotes', async () => {
  const { alertsText } = await import('./alerts')
  const list = () => formatList(['Vegan', alertsText.quoted('soup')])
  expect(list()).toBe('Vegan, “soup”')
  await switchLanguage('de', { remember: false })
  expect(list()).toBe('Vegan, „soup“')
  await switchLanguage('ar', { remember: false })
  expect(list()).toBe('Vegan و«\u2068soup\u2069»')
})
