/**
 * i18next, for the texts with values (placeholders, plural forms by each language's
 * `Intl.PluralRules`): loaded when the language menu is about to be used, or at a switch to
 * another language (docs/decisions/languages.md). It reads the catalogues' own `resources` object.
 */
import i18next from 'i18next'
import { LANGUAGES, intlLocale, isLanguage, resources, setTranslator } from './catalog'

export const i18n = i18next.createInstance()

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources,
  initAsync: false,
  // React escapes what it renders; sweetalert2 and toasts get text, never markup.
  interpolation: { escapeValue: false },
  returnNull: false,
})

// `{{count, num}}`: a count in the reader's digits, ungrouped like the spec's counts (`2012`).
i18n.services.formatter?.add('num', (value: unknown, lng: string | undefined) =>
  typeof value === 'number'
    ? new Intl.NumberFormat(intlLocale(isLanguage(lng) ? lng : 'en'), { useGrouping: false }).format(value)
    : String(value),
)

setTranslator((language, key, params) => i18n.t(key, { ...params, lng: language }))
