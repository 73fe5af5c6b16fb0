/**
 * What a push or an email says of each event, in one sentence, and where it leads in the app.
 * A Record over every kind, so a new kind cannot reach the channels without its words.
 */
import i18next from 'i18next'
import ar from '../locales/ar.json'
import bn from '../locales/bn.json'
import de from '../locales/de.json'
import en from '../locales/en.json'
import { LANGUAGES, type Language } from './languages'
import { NOTIFICATION_KINDS, type NotificationKind } from './request-status'

/**
 * The texts of pushes and emails live in functions/src/locales/<language>.json, one per language
 * (docs/decisions/languages.md): `firebase deploy` uploads functions/ alone. Each person's are in
 * the language they chose (`PUT /me/language`), English until they choose.
 */
const i18n = i18next.createInstance()
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: en }, bn: { translation: bn }, de: { translation: de }, ar: { translation: ar } },
  initAsync: false,
  // Emails escape what they put in HTML themselves (escapeHtml); pushes and text parts are plain text.
  interpolation: { escapeValue: false },
})
// `{{count, num}}`: a count in the reader's digits.
i18n.services.formatter?.add('num', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? new Intl.NumberFormat(lng === 'ar' ? 'ar-u-nu-arab' : lng).format(value) : String(value),
)

export interface EventTexts {
  titles: Record<NotificationKind, string>
  sentences: Record<NotificationKind, (food: string) => string>
  email: {
    subject: (title: string) => string
    digestSubject: (count: number) => string
    digestIntro: string
    open: string
    unsubscribe: (title: string) => string
    unsubscribed: (title: string) => string
    unsubscribeConfirm: (title: string) => string
    unsubscribeButton: string
    badLink: string
  }
}

/** What a push or an email says of each event, in one sentence, in the reader's language. */
export function eventTexts(language: Language): EventTexts {
  const t = (key: string, params: Record<string, string | number> = {}) => i18n.t(key, { ...params, lng: language })
  const byKind = <T>(text: (kind: NotificationKind) => T) =>
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, text(kind)])) as Record<NotificationKind, T>
  return {
    titles: byKind((kind) => t(`titles.${kind}`)),
    sentences: byKind((kind) => (food: string) => t(`sentences.${kind}`, { food })),
    email: {
      subject: (title) => t('email.subject', { title }),
      digestSubject: (count) => t('email.digestSubject', { count }),
      digestIntro: t('email.digestIntro'),
      open: t('email.open'),
      unsubscribe: (title) => t('email.unsubscribe', { title }),
      unsubscribed: (title) => t('email.unsubscribed', { title }),
      unsubscribeConfirm: (title) => t('email.unsubscribeConfirm', { title }),
      unsubscribeButton: t('email.unsubscribeButton'),
      badLink: t('email.badLink'),
    },
  }
}

const english = eventTexts('en')

export const EVENT_SENTENCES: Record<NotificationKind, (food: string) => string> = english.sentences

/** The app's page for the event, as a path: the web's routes (web/src/config/paths.ts). */
export function eventPath(kind: NotificationKind, foodId: string): string {
  const id = encodeURIComponent(foodId)
  switch (kind) {
    case 'request-received':
    case 'request-withdrawn':
    case 'outcome-due':
    case 'pickup-confirmed':
      return `/mypost/${id}/requests`
    case 'message-received':
      return '/messages'
    case 'food-deleted':
    case 'pickup-collected':
    case 'pickup-no-show':
    case 'request-closed':
      return '/myrequest'
    case 'account-warned':
      return '/'
    default:
      return `/details/${id}`
  }
}
