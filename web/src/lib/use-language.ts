import { useSyncExternalStore } from 'react'
import { currentLanguage, onLanguageChanged, type Language } from '../texts/catalog'

/**
 * The current language, re-rendering the caller on every switch (docs/decisions/languages.md).
 * Route elements are created once by the router, so each route's component subscribes
 * (app/router.tsx) and its children follow.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChanged, currentLanguage, () => 'en')
}
