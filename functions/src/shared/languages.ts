/**
 * The languages FoodShare speaks (docs/decisions/languages.md): the web's catalogues and the
 * server's email and push texts come in each. Zod-free, so the web's first load can name them.
 */
export const LANGUAGES = ['en', 'bn', 'de', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Which way a language is written: Arabic right to left, the others left to right. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr'
}
