/**
 * Alerts for new food near people (docs/decisions/channels.md): their CRUD, and what a newly
 * listed food sets off. Matching reads only the alerts whose cells hold the food's point, then
 * applies the whole rule (domain/alerts.ts); each person is told once per food.
 */
import { type AlertRule, alertCells, instantAlertAt, pointCells, whoToTell } from '../domain/alerts'
import { AppError } from '../domain/app-error'
import { logger } from 'firebase-functions'
import { MAX_DELIVERY_ATTEMPTS, nextDigestAt, retryAt } from '../domain/channels'
import { type AlertInput, FAIRNESS_WINDOW_MS } from '../shared/channels'
import { apiErrors } from '../shared/copy'
import type { Alert, DeleteResult, InsertResult } from '../shared/responses'
import {
  findAlert,
  insertAlert,
  listAlertsInCells,
  listAlertsOf,
  listDueMatches,
  type NewMatch,
  recordMatches,
  removeAlert,
  settleMatch,
  type StoredAlert,
  type StoredMatch,
  toAlert,
} from '../store/alerts'
import {
  claimAnnouncement,
  type ClaimedAnnouncement,
  finishAnnouncement,
  listDueAnnouncements,
} from '../store/announcements'
import { blockedBetween } from '../store/blocks'
import { createDigestItem } from '../store/deliveries'
import { findFood } from '../store/foods'
import { pickupPointOf } from '../domain/food'
import { notifyOnce } from '../store/notifications'
import { countCollectedSince } from '../store/people'
import { readPreferences, scheduleDigest } from '../store/preferences'
import type { SessionUser } from '../domain/account'

export async function createAlert(user: SessionUser, input: AlertInput, now: Date): Promise<InsertResult> {
  const cells = alertCells(input.near, input.radiusKm)
  return { insertedId: await insertAlert(user.uid, input, cells, apiErrors.tooManyAlerts, now) }
}

export async function getAlerts(user: SessionUser): Promise<Alert[]> {
  return (await listAlertsOf(user.uid)).map(toAlert)
}

export async function deleteAlert(user: SessionUser, id: string): Promise<DeleteResult> {
  const alert = await findAlert(id)
  if (!alert) throw new AppError('not-found', apiErrors.alertNotFound)
  if (alert.uid !== user.uid) throw new AppError('forbidden', apiErrors.notYourAlert)
  await removeAlert(id)
  return { deletedCount: 1 }
}

const ruleOf = (alert: StoredAlert): AlertRule => ({ ...alert, near: { lat: alert.lat, lng: alert.lng } })

/** Long enough to match one food against its alerts; a run that died leaves it due again after this. */
const ANNOUNCE_LEASE_MS = 2 * 60_000

/**
 * The alerts' outbox (store/announcements.ts): every food listed since, matched after the write's
 * answer (http/request-pipeline.ts) and by the scheduled job (jobs/channels.ts), which retries one
 * that failed a minute later, doubling up to an hour, 8 times at most. Answers how many it matched.
 */
export async function announceDue(now: Date, batch: number): Promise<number> {
  let announced = 0
  for (const foodId of await listDueAnnouncements(now, batch)) {
    const claimed = await claimAnnouncement(foodId, now, new Date(now.getTime() + ANNOUNCE_LEASE_MS))
    if (claimed && (await announceClaimed(claimed, now))) announced++
  }
  return announced
}

async function announceClaimed(claimed: ClaimedAnnouncement, now: Date): Promise<boolean> {
  try {
    await announceFood(claimed.foodId, now)
  } catch (error) {
    const giveUp = claimed.attempts >= MAX_DELIVERY_ATTEMPTS
    logger[giveUp ? 'error' : 'warn']('Matching a food against the alerts failed', { food: claimed.foodId, error })
    await finishAnnouncement(claimed, giveUp ? null : retryAt(now, claimed.attempts))
    return false
  }
  await finishAnnouncement(claimed, null)
  return true
}

/**
 * A food was listed (posted, or on offer again): tell every person with a matching alert, at
 * once, an hour late (fairness), or in their next digest. Answers how many people it found.
 * Safe to call again for the same food: a person told of it is never told again.
 */
export async function announceFood(foodId: string, now: Date): Promise<number> {
  const food = await findFood(foodId)
  const point = food && pickupPointOf(food)
  if (!food || !food.listed || !point) return 0
  const candidates = await listAlertsInCells(pointCells(point))
  // Nobody hears of the food of someone they blocked or who blocked them (docs/decisions/trust.md).
  const told = whoToTell(candidates.map(ruleOf), { ...food, point }, await blockedBetween(food.donatorUid))
  const since = new Date(now.getTime() - FAIRNESS_WINDOW_MS)
  const matches = await Promise.all(
    [...told].map(async ([uid, frequency]): Promise<NewMatch> => ({
      uid,
      foodId: food.id,
      foodName: food.foodName,
      frequency,
      dueAt: frequency === 'instant' ? instantAlertAt(await countCollectedSince(uid, since), now) : now,
    })),
  )
  const created = await recordMatches(matches, now)
  await Promise.all(
    created.filter((match) => match.dueAt && match.dueAt.toMillis() <= now.getTime()).map((match) => tell(match, now)),
  )
  return told.size
}

/** An instant match becomes a bell event (and so a push and email as chosen); a daily one waits for the digest. */
async function tell(match: StoredMatch, now: Date): Promise<void> {
  const event = { uid: match.uid, kind: 'food-near-you' as const, foodId: match.foodId, foodName: match.foodName }
  const told = await settleMatch(match.id, now, (tx) => {
    if (match.frequency === 'instant') notifyOnce(tx, `alert_${match.id}`, event, now)
    else createDigestItem(tx, `alert_${match.foodId}`, event, now)
  })
  if (told && match.frequency === 'daily')
    await scheduleDigest(match.uid, nextDigestAt(now, await readPreferences(match.uid)))
}

/** The scheduled part: matches held back an hour (fairness) whose time has come. */
export async function tellDueMatches(now: Date, batch: number): Promise<number> {
  const due = await listDueMatches(now, batch)
  for (const match of due) await tell(match, now)
  return due.length
}
