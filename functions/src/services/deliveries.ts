/**
 * Sends what the outbox holds (store/deliveries.ts) through push and email, as each person chose,
 * and the daily digests. Runs right after a write's commit (http/request-pipeline.ts) and on
 * the schedule (jobs/channels.ts), which retries what failed: at least once, never twice on a
 * channel, never inside the change that caused it.
 */
import { logger } from 'firebase-functions'
import { MAX_DELIVERY_ATTEMPTS, nextDigestAt, pushAllowedAt, retryAt } from '../domain/channels'
import type { Preferences } from '../shared/channels'
import { eventPath, eventTexts, type EventTexts } from '../shared/event-texts'
import type { NotificationKind } from '../shared/request-status'
import { type ChannelConfig, channelConfig } from '../senders/config'
import { sendEmail } from '../senders/email'
import { escapeHtml } from '../shared/html'
import { sendPush } from '../senders/push'
import { unsubscribeToken } from '../senders/unsubscribe'
import {
  browsersPushedTo,
  claimDelivery,
  type DigestItem,
  finishDelivery,
  listDigestItemsOf,
  listDueDeliveries,
  type Outgoing,
  queueDigestItem,
  recordPushedTo,
  recordSent,
  removeDigestItems,
} from '../store/deliveries'
import { findFood } from '../store/foods'
import { emailOf } from '../store/people'
import {
  claimDigest,
  type ClaimedDigest,
  finishDigest,
  itemsSentIn,
  listDueDigests,
  readLanguage,
  readPreferences,
  recordDigestSent,
  retryDigest,
  scheduleDigest,
} from '../store/preferences'
import { forgetPushSubscription, listPushSubscriptionsOf } from '../store/push-subscriptions'

/** Long enough for one delivery's sends; a sender that died mid-way leaves it due again after this. */
const LEASE_MS = 2 * 60_000
const BATCH = 50
const MAX_BATCHES = 10

export interface DeliveryReport {
  pushed: number
  emailed: number
  queuedForDigest: number
  held: number
  failed: number
}

export async function deliverDue(now: Date, config: ChannelConfig = channelConfig()): Promise<DeliveryReport> {
  const report: DeliveryReport = { pushed: 0, emailed: 0, queuedForDigest: 0, held: 0, failed: 0 }
  // Each delivery taken leaves the due ones (done, leased or retried later), so the next batch is
  // the next ones; a bounded number keeps one run short, and the next run takes the rest.
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await listDueDeliveries(now, BATCH)
    for (const id of due) {
      const outgoing = await claimDelivery(id, now, new Date(now.getTime() + LEASE_MS))
      if (outgoing) await deliver(outgoing, now, config, report)
    }
    if (due.length < BATCH) break
  }
  return report
}

const linkOf = (config: ChannelConfig, path: string) => `${config.appUrl}${path}`
const unsubscribeUrl = (config: ChannelConfig, uid: string, kinds: readonly NotificationKind[]) =>
  `${config.appUrl}/api/unsubscribe?token=${unsubscribeToken(uid, kinds, config.unsubscribeSecret)}`

async function deliver(outgoing: Outgoing, now: Date, config: ChannelConfig, report: DeliveryReport): Promise<void> {
  const preferences = await readPreferences(outgoing.uid)
  const texts = eventTexts(await readLanguage(outgoing.uid))
  const choice = preferences.channels[outgoing.kind]
  let next: Date | null = null
  let failed = false

  if (choice.push && !outgoing.pushSentAt) {
    const allowedAt = pushAllowedAt(now, preferences)
    if (allowedAt > now) {
      next = allowedAt
      report.held++
    } else if (await pushToEveryBrowser(outgoing, texts, now, config)) {
      await recordSent(outgoing.id, 'push', now)
      report.pushed++
    } else {
      failed = true
    }
  }

  if (choice.email !== 'off' && !outgoing.emailSentAt) {
    try {
      if (choice.email === 'instant') {
        if (await emailEvent(outgoing, texts, config)) report.emailed++
      } else {
        const { uid, kind, foodId, foodName } = outgoing
        await queueDigestItem(outgoing.id, { uid, kind, foodId, foodName }, now)
        await scheduleDigest(outgoing.uid, nextDigestAt(now, preferences))
        report.queuedForDigest++
      }
      await recordSent(outgoing.id, 'email', now)
    } catch (error) {
      logger.warn('An email could not be sent; it will be retried', { notification: outgoing.id, error })
      failed = true
    }
  }

  if (failed) {
    report.failed++
    const giveUp = outgoing.deliveryAttempts >= MAX_DELIVERY_ATTEMPTS
    if (giveUp) logger.error('A delivery failed too often and was given up', { notification: outgoing.id })
    await finishDelivery(outgoing.id, giveUp ? null : retryAt(now, outgoing.deliveryAttempts))
    return
  }
  await finishDelivery(outgoing.id, next)
}

/**
 * True when every browser took it or is gone; a browser whose push service failed makes it retry,
 * and the retry pushes to the browsers not yet reached only.
 */
async function pushToEveryBrowser(
  outgoing: Outgoing,
  texts: EventTexts,
  now: Date,
  config: ChannelConfig,
): Promise<boolean> {
  const payload = {
    kind: outgoing.kind,
    title: texts.titles[outgoing.kind],
    body: texts.sentences[outgoing.kind](outgoing.foodName),
    url: eventPath(outgoing.kind, outgoing.foodId),
  }
  const browsers = await listPushSubscriptionsOf(outgoing.uid)
  // A first attempt has reached no browser yet; a later one (a retry, or after a sender died) may have.
  const reached = outgoing.deliveryAttempts > 1 ? await browsersPushedTo(outgoing.id) : new Set<string>()
  const outcomes = await Promise.all(
    browsers
      .filter((browser) => !reached.has(browser.id))
      .map(async (target) => {
        const outcome = await sendPush(target, payload, config)
        if (outcome === 'sent') await recordPushedTo(outgoing.id, target.id, now)
        if (outcome === 'gone') await forgetPushSubscription(target.endpoint)
        return outcome
      }),
  )
  return !outcomes.includes('failed')
}

/** False when the person has no email to send to (nothing to retry). */
async function emailEvent(outgoing: Outgoing, texts: EventTexts, config: ChannelConfig): Promise<boolean> {
  const to = await emailOf(outgoing.uid)
  if (!to) return false
  const sentence = texts.sentences[outgoing.kind](outgoing.foodName)
  const link = linkOf(config, eventPath(outgoing.kind, outgoing.foodId))
  const unsubscribe = unsubscribeUrl(config, outgoing.uid, [outgoing.kind])
  const stop = texts.email.unsubscribe(texts.titles[outgoing.kind])
  await sendEmail(
    {
      to,
      subject: texts.email.subject(texts.titles[outgoing.kind]),
      text: `${sentence}\n\n${texts.email.open}: ${link}\n\n${stop}: ${unsubscribe}\n`,
      html: `<p>${escapeHtml(sentence)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.email.open)}</a></p><p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(stop)}</a></p>`,
      unsubscribeUrl: unsubscribe,
    },
    config,
  )
  return true
}

export interface DigestReport {
  sent: number
  retried: number
}

/**
 * Every digest due at `now`: one email per person, listing what waited for it. At least once (a
 * run that died leaves it due after its lease), never twice (what was sent is recorded first).
 */
export async function sendDueDigests(now: Date, config: ChannelConfig = channelConfig()): Promise<DigestReport> {
  const report: DigestReport = { sent: 0, retried: 0 }
  for (const uid of await listDueDigests(now, BATCH)) {
    const claimed = await claimDigest(uid, now, new Date(now.getTime() + LEASE_MS))
    if (!claimed) continue
    try {
      const preferences = await readPreferences(uid)
      if (await sendDigest(claimed, preferences, now, config)) report.sent++
      const waiting = (await listDigestItemsOf(uid)).length > 0
      await finishDigest(uid, waiting ? nextDigestAt(now, preferences) : null)
    } catch (error) {
      logger.warn('A digest could not be sent; it will be retried', { uid, error })
      await retryDigest(uid, retryAt(now, claimed.attempt))
      report.retried++
    }
  }
  return report
}

/** A food alert lists only foods still on offer; an email turned off since leaves its items out. */
async function stillWorthTelling(item: DigestItem, preferences: Preferences): Promise<boolean> {
  if (preferences.channels[item.kind].email === 'off') return false
  if (item.kind !== 'food-near-you') return true
  const food = await findFood(item.foodId)
  return food !== undefined && food.listed
}

async function sendDigest(
  claimed: ClaimedDigest,
  preferences: Preferences,
  now: Date,
  config: ChannelConfig,
): Promise<boolean> {
  const { uid } = claimed
  // An earlier attempt sent it and stopped before clearing what it listed.
  const sent = await itemsSentIn(claimed)
  if (sent) {
    await removeDigestItems(sent)
    return false
  }
  const items = await listDigestItemsOf(uid)
  const kept = (
    await Promise.all(items.map(async (item) => ((await stillWorthTelling(item, preferences)) ? [item] : [])))
  ).flat()
  const to = kept.length > 0 ? await emailOf(uid) : undefined
  if (to) {
    const texts = eventTexts(await readLanguage(uid))
    const kinds = [...new Set(kept.map((item) => item.kind))]
    const unsubscribe = unsubscribeUrl(config, uid, kinds)
    const lines = kept.map((item) => ({
      sentence: texts.sentences[item.kind](item.foodName),
      link: linkOf(config, eventPath(item.kind, item.foodId)),
    }))
    const stop = texts.email.unsubscribe(kinds.map((kind) => texts.titles[kind]).join(', '))
    await sendEmail(
      {
        to,
        subject: texts.email.digestSubject(kept.length),
        text: `${texts.email.digestIntro}\n\n${lines.map((line) => `- ${line.sentence} ${line.link}`).join('\n')}\n\n${stop}: ${unsubscribe}\n`,
        html: `<p>${escapeHtml(texts.email.digestIntro)}</p><ul>${lines
          .map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.sentence)}</a></li>`)
          .join('')}</ul><p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(stop)}</a></p>`,
        unsubscribeUrl: unsubscribe,
      },
      config,
    )
  }
  const listed = items.map((item) => item.id)
  await recordDigestSent(claimed, listed, now)
  await removeDigestItems(listed)
  return to !== undefined
}
