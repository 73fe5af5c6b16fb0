/**
 * Alerts, push subscriptions and channel preferences (docs/decisions/channels.md): the inputs the
 * API validates and the web's forms parse, their limits and the preferences' defaults.
 */
import { LANGUAGES } from './languages'
import { z } from 'zod'
import { DIET_TAGS } from './diet-tags'
import { MAX_RADIUS_KM, MIN_RADIUS_KM } from './constants'
import { ALERT_FREQUENCIES, EMAIL_CHOICES } from './channel-choices'
import { NOTIFICATION_KINDS, type NotificationKind } from './request-status'

export const MAX_ALERTS = 10
export const MAX_ALERT_WORDS = 5
export const MIN_ALERT_WORD = 2
export const MAX_ALERT_WORD = 30
export const MAX_PUSH_SUBSCRIPTIONS = 10
export const DEFAULT_DIGEST_AT = '08:00'
export const DEFAULT_TIME_ZONE = 'UTC'

/** OLIO's fairness rule: this many Collected requests in the window make instant alerts late. */
export const FAIRNESS_COLLECTED = 7
export const FAIRNESS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000
export const FAIRNESS_DELAY_MS = 60 * 60 * 1000

const RADIUS_MESSAGE = `radiusKm must be a number from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}`
const WORD_MESSAGE = `each word must be ${MIN_ALERT_WORD} to ${MAX_ALERT_WORD} characters`
const point = (name: string) => {
  const message = `${name} must be { lat, lng }: latitude from -90 to 90, longitude from -180 to 180`
  const degrees = (max: number) => z.number({ error: message }).min(-max, message).max(max, message)
  return z.strictObject({ lat: degrees(90), lng: degrees(180) }, { error: message })
}

export const alertInput = z.strictObject({
  near: point('near'),
  radiusKm: z.number({ error: RADIUS_MESSAGE }).min(MIN_RADIUS_KM, RADIUS_MESSAGE).max(MAX_RADIUS_KM, RADIUS_MESSAGE),
  tags: z.array(z.enum(DIET_TAGS, { error: `tags must come from: ${DIET_TAGS.join(', ')}` })).default([]),
  words: z
    .array(
      z.string({ error: WORD_MESSAGE }).trim().min(MIN_ALERT_WORD, WORD_MESSAGE).max(MAX_ALERT_WORD, WORD_MESSAGE),
      {
        error: 'words must be a list of words',
      },
    )
    .max(MAX_ALERT_WORDS, `at most ${MAX_ALERT_WORDS} words`)
    .default([]),
  frequency: z.enum(ALERT_FREQUENCIES, { error: `frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}` }),
})
export type AlertInput = z.infer<typeof alertInput>

/**
 * Where the server may POST: the push services of the browsers that ship Web Push (Chrome's FCM,
 * Firefox's autopush, Edge's WNS, Safari's Apple service). Anything else would let a caller make
 * the function call a host of their choosing.
 */
export const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
]
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** True for an endpoint the server may call: https on a push service; under the emulators, http on loopback too. */
export function isAllowedPushEndpoint(endpoint: string, underEmulators: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) return true
  return underEmulators && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/
const key = (name: string) =>
  z
    .string({ error: `${name} must be base64url` })
    .regex(BASE64URL, `${name} must be base64url`)
    .max(200)

/** The browser's `PushSubscription.toJSON()`; whether the endpoint may be called is the service's to judge. */
export const pushSubscriptionInput = z.object({
  endpoint: z.string({ error: 'endpoint must be a URL' }).max(1000, 'endpoint is too long'),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: key('keys.p256dh'), auth: key('keys.auth') }, { error: 'keys must be { p256dh, auth }' }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>

export const pushEndpointInput = z.object({ endpoint: z.string({ error: 'endpoint must be a URL' }).max(1000) })

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/
const time = (name: string) => z.string({ error: `${name} must be HH:MM` }).regex(HOUR_MINUTE, `${name} must be HH:MM`)

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const channelChoice = z.strictObject({
  push: z.boolean({ error: 'push must be true or false' }),
  email: z.enum(EMAIL_CHOICES, { error: `email must be one of: ${EMAIL_CHOICES.join(', ')}` }),
})
export type ChannelChoice = z.infer<typeof channelChoice>

export const preferencesInput = z.strictObject({
  channels: z.partialRecord(z.enum(NOTIFICATION_KINDS, { error: 'channels has an unknown kind' }), channelChoice, {
    error: 'channels must be { [kind]: { push, email } }',
  }),
  quietHours: z.strictObject({ from: time('quietHours.from'), to: time('quietHours.to') }).nullish(),
  timeZone: z
    .string({ error: 'timeZone must be an IANA time zone' })
    .refine(isTimeZone, 'timeZone must be an IANA time zone'),
  digestAt: time('digestAt'),
})
export type PreferencesInput = z.infer<typeof preferencesInput>

/** `PUT /me/language`: the language of the person's emails and pushes. */
export const languageInput = z.strictObject({
  language: z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}` }),
})
export type LanguageInput = z.infer<typeof languageInput>

export interface Preferences {
  channels: Record<NotificationKind, ChannelChoice>
  quietHours: { from: string; to: string } | null
  timeZone: string
  digestAt: string
}

/**
 * Push for the sharing loop's events to the people in it; email at once when someone asks for
 * a donor's food or a donor accepts; alerts of food near you by daily email.
 */
const EMAIL_AT_ONCE: readonly NotificationKind[] = ['request-received', 'request-accepted']

export function defaultChoice(kind: NotificationKind): ChannelChoice {
  if (kind === 'food-near-you') return { push: true, email: 'daily' }
  return { push: true, email: EMAIL_AT_ONCE.includes(kind) ? 'instant' : 'off' }
}

export function defaultPreferences(): Preferences {
  return {
    channels: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, defaultChoice(kind)])) as Record<
      NotificationKind,
      ChannelChoice
    >,
    quietHours: null,
    timeZone: DEFAULT_TIME_ZONE,
    digestAt: DEFAULT_DIGEST_AT,
  }
}
