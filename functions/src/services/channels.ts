/**
 * A person's say over the channels (docs/decisions/channels.md): their preferences, the browsers
 * they turned push on in, and the one-click unsubscribe of an email.
 */
import { AppError } from '../domain/app-error'
import { nextDigestAt } from '../domain/channels'
import {
  isAllowedPushEndpoint,
  type Preferences,
  type LanguageInput,
  type PreferencesInput,
  type PushSubscriptionInput,
} from '../shared/channels'
import { apiErrors } from '../shared/copy'
import type { NotificationKind } from '../shared/request-status'
import type {
  AccountLanguageBody,
  DeleteResult,
  LanguageBody,
  PreferencesBody,
  PushKey,
  SuccessResult,
} from '../shared/responses'
import { channelConfig, underEmulators } from '../senders/config'
import { readUnsubscribeToken } from '../senders/unsubscribe'
import {
  readChosenLanguage,
  readLanguage,
  readPreferences,
  rescheduleDigest,
  turnEmailOff,
  writeLanguage,
  writePreferences,
} from '../store/preferences'
import type { Language } from '../shared/languages'
import { removeOwnPushSubscription, savePushSubscription } from '../store/push-subscriptions'
import type { SessionUser } from '../domain/account'

const toBody = (preferences: Preferences): PreferencesBody => preferences

export async function getPreferences(user: SessionUser): Promise<PreferencesBody> {
  return toBody(await readPreferences(user.uid))
}

/** The language chosen on the account (null before any choice), which a new device starts in. */
export async function getLanguage(user: SessionUser): Promise<AccountLanguageBody> {
  return { language: await readChosenLanguage(user.uid) }
}

/** The language the person's emails and pushes are written in. */
export async function putLanguage(user: SessionUser, input: LanguageInput): Promise<LanguageBody> {
  await writeLanguage(user.uid, input.language)
  return { language: input.language }
}

/** Kinds left out keep their current choice; a digest waiting moves to the new time or zone. */
export async function putPreferences(user: SessionUser, input: PreferencesInput, now: Date): Promise<PreferencesBody> {
  const current = await readPreferences(user.uid)
  const chosen: Preferences = {
    channels: { ...current.channels, ...input.channels },
    quietHours: input.quietHours ?? null,
    timeZone: input.timeZone,
    digestAt: input.digestAt,
  }
  await writePreferences(user.uid, chosen)
  if (chosen.digestAt !== current.digestAt || chosen.timeZone !== current.timeZone) {
    await rescheduleDigest(user.uid, nextDigestAt(now, chosen))
  }
  return toBody(chosen)
}

export function getPushKey(): PushKey {
  return { publicKey: channelConfig().vapid.publicKey }
}

/** The server will POST to the endpoint: only a known push service's, or loopback under the emulators. */
export async function addPushSubscription(
  user: SessionUser,
  input: PushSubscriptionInput,
  now: Date,
): Promise<SuccessResult> {
  if (!isAllowedPushEndpoint(input.endpoint, underEmulators())) {
    throw new AppError('invalid', apiErrors.badRequest, { fields: { endpoint: apiErrors.pushEndpointRefused } })
  }
  await savePushSubscription(
    { uid: user.uid, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    apiErrors.tooManyPushSubscriptions,
    now,
  )
  return { success: true }
}

export async function removePushSubscription(user: SessionUser, endpoint: string): Promise<DeleteResult> {
  if (!(await removeOwnPushSubscription(user.uid, endpoint))) {
    throw new AppError('not-found', apiErrors.pushSubscriptionNotFound)
  }
  return { deletedCount: 1 }
}

/** The kinds an unsubscribe link names and the language of its person's emails; undefined for a token we did not sign. */
export async function unsubscribeKinds(
  token: string,
): Promise<{ kinds: readonly NotificationKind[]; language: Language } | undefined> {
  const read = readUnsubscribeToken(token, channelConfig().unsubscribeSecret)
  if (!read) return undefined
  return { kinds: read.kinds, language: await readLanguage(read.uid) }
}

/** Answers the kinds turned off and the person's language, or undefined for a token we did not sign. */
export async function unsubscribe(
  token: string,
): Promise<{ kinds: readonly NotificationKind[]; language: Language } | undefined> {
  const read = readUnsubscribeToken(token, channelConfig().unsubscribeSecret)
  if (!read) return undefined
  for (const kind of read.kinds) await turnEmailOff(read.uid, kind)
  return { kinds: read.kinds, language: await readLanguage(read.uid) }
}
