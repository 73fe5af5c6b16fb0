/**
 * The one-click unsubscribe link works without signing in, so it carries who and what, signed:
 * `{uid in base64url}.{kind}.{HMAC-SHA256 of both}` with the configured secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { NOTIFICATION_KINDS, type NotificationKind } from '../shared/request-status'

function signature(uid: string, kinds: string, secret: string): string {
  return createHmac('sha256', secret).update(`${uid}\n${kinds}`).digest('base64url')
}

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind)

/** A digest speaks of several kinds: its link turns off the email of each. */
export function unsubscribeToken(uid: string, kinds: readonly NotificationKind[], secret: string): string {
  const listed = kinds.join('+')
  return `${Buffer.from(uid).toString('base64url')}.${listed}.${signature(uid, listed, secret)}`
}

/** Who and what a token turns off, or undefined when it was not signed by us. */
export function readUnsubscribeToken(
  token: string,
  secret: string,
): { uid: string; kinds: NotificationKind[] } | undefined {
  const [encodedUid = '', listed = '', signed = ''] = token.split('.')
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8')
  const kinds = listed.split('+').filter(isKind)
  if (!uid || kinds.length === 0) return undefined
  const expected = Buffer.from(signature(uid, listed, secret))
  const given = Buffer.from(signed)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  return { uid, kinds }
}
