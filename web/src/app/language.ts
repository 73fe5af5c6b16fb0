/**
 * Which language the app shows, and keeping the page in step with it (docs/decisions/languages.md):
 * `<html lang dir>`, the title, the remembered choice, and the right-to-left styles for Arabic.
 */
import type { EmotionCache } from '@emotion/cache'
import { appText } from '../texts/app'
import {
  addLanguage,
  currentLanguage,
  directionOf,
  isLanguage,
  onLanguageChanged,
  setLanguage,
  type Language,
} from '../texts/catalog'

const STORAGE_KEY = 'foodshare:language'

/** The language chosen on this browser, if the person ever chose one here. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isLanguage(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

/** The person's choice on this browser, else the first of the browser's languages we have, else English. */
export function preferredLanguage(): Language {
  const stored = storedLanguage()
  if (stored) return stored
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguage(base)) return base
  }
  return 'en'
}

let rtlCache: EmotionCache | undefined

/** The emotion cache that mirrors every style (left ↔ right), once Arabic has been chosen. */
export function loadedRtlCache(): EmotionCache | undefined {
  return rtlCache
}

/** Each language's catalogue: one chunk, which only its readers download. */
const catalogues: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => Promise.resolve({ default: {} }),
  bn: () => import('../locales/bn'),
  de: () => import('../locales/de'),
  ar: () => import('../locales/ar'),
}
const loaded = new Set<Language>(['en'])

/** Switches the whole app at once, without a reload: forms keep what they hold. `remember` keeps it for the next visit. */
export async function switchLanguage(language: Language, { remember = true } = {}): Promise<void> {
  // i18next formats the texts with values in every language but English before it has loaded.
  await import('../texts/i18n')
  if (language !== 'en' && !loaded.has(language)) {
    addLanguage(language, (await catalogues[language]()).default)
    loaded.add(language)
  }
  // The mirroring plugin loads only for a right-to-left language, before the switch that needs it.
  if (directionOf(language) === 'rtl' && !rtlCache) rtlCache = (await import('./rtl-cache')).rtlCache
  setLanguage(language)
  if (!remember) return
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Private modes may refuse storage: the choice then lasts this visit.
  }
}

function syncDocument(): void {
  const language = currentLanguage()
  document.documentElement.lang = language
  document.documentElement.dir = directionOf(language)
  document.title = appText.pageTitle
}

let started = false

/**
 * Loads i18next when a switch of language may come (the pointer over the language menu, or focus
 * on it), so the switch then changes the page without waiting. An English visit that never touches
 * the menu never downloads or runs it: English fills its own templates (`englishOnly`,
 * texts/catalog.ts), and i18next's evaluation was one of the longest tasks of `/`'s first seconds.
 */
export function loadTextsAhead(): void {
  void import('../texts/i18n')
}

/**
 * Keeps `<html lang dir>` and the title with the language, then starts in the preferred one. In
 * English nothing waits, and i18next does not load (`loadTextsAhead`).
 */
export function startLanguage(): Promise<void> {
  if (started) return Promise.resolve()
  started = true
  onLanguageChanged(syncDocument)
  const language = preferredLanguage()
  if (language === 'en') return Promise.resolve()
  return switchLanguage(language, { remember: storedLanguage() !== undefined })
}
