import { afterEach, expect, test, vi } from 'vitest'
import { localizedError } from '../lib/localized-error'
import { preferredLanguage, switchLanguage } from './language'

afterEach(async () => {
  localStorage.removeItem('foodshare:language')
  await switchLanguage('en', { remember: false })
})

test("a first visit follows the first of the browser's languages FoodShare speaks", () => {
  const languages = vi.spyOn(navigator, 'languages', 'get')
  languages.mockReturnValue(['fr-FR', 'de-AT', 'en'])
  expect(preferredLanguage()).toBe('de')
  languages.mockReturnValue(['ar-EG'])
  expect(preferredLanguage()).toBe('ar')
  languages.mockReturnValue(['fr', 'ja'])
  expect(preferredLanguage()).toBe('en')
})

test('a choice made on this browser wins over its languages', () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
  localStorage.setItem('foodshare:language', 'bn')
  expect(preferredLanguage()).toBe('bn')
})

test("an API error's code shows the catalogue's text in Arabic, not the server's English", async () => {
  await switchLanguage('ar', { remember: false })
  expect(localizedError({ error: 'Too many requests, try again later', code: 'rate-limited' })).toEqual({
    message: 'طلبات كثيرة جدًا، حاول لاحقًا',
  })
})
