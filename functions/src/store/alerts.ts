/**
 * Alerts and what they matched (docs/decisions/channels.md). An alert keeps the geohash `cells`
 * covering its circle (domain/alerts.ts), so a new food finds its candidates in one
 * `array-contains-any` query. A match is one document per food and person, id
 * `{foodId}_{uid}`: its `create()` makes "at most one per person and food" hold however many
 * alerts match and however often the food is announced.
 */
import { type DocumentSnapshot, FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore'
import { z } from 'zod'
import { AppError } from '../domain/app-error'
import { counted, db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'
import { ALERT_FREQUENCIES } from '../shared/channel-choices'
import { type AlertInput, MAX_ALERTS } from '../shared/channels'
import { DIET_TAGS } from '../shared/diet-tags'
import type { Alert } from '../shared/responses'
import { deleteAll } from './batches'
import { cannotExist } from './document-ids'

const alerts = db.collection('alerts')
const alertMatches = db.collection('alertMatches')

const storedAlert = z.object({
  uid: z.string(),
  lat: z.number(),
  lng: z.number(),
  radiusKm: z.number(),
  tags: z.array(z.enum(DIET_TAGS)),
  words: z.array(z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  cells: z.array(z.string()),
  createdAt: z.instanceof(Timestamp),
})
export type StoredAlert = z.infer<typeof storedAlert> & { id: string }

function toStoredAlert(doc: DocumentSnapshot): StoredAlert {
  return { ...storedAlert.parse(doc.data()), id: doc.id }
}

/** Refuses an alert beyond the person's `MAX_ALERTS` with a conflict. */
export function insertAlert(
  uid: string,
  input: AlertInput,
  cells: string[],
  message: string,
  now: Date,
): Promise<string> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const own = counted(await tx.get(alerts.where('uid', '==', uid)))
      if (own.size >= MAX_ALERTS) throw new AppError('conflict', message, { code: 'too-many-alerts' })
      const ref = alerts.doc()
      tx.create(ref, {
        uid,
        lat: input.near.lat,
        lng: input.near.lng,
        radiusKm: input.radiusKm,
        tags: input.tags,
        words: input.words,
        frequency: input.frequency,
        cells,
        createdAt: Timestamp.fromDate(now),
      })
      return ref.id
    }),
  )
}

/** An alert as its owner sees it: on the alerts page and in their data's export. */
export function toAlert(alert: StoredAlert): Alert {
  return {
    _id: alert.id,
    near: { lat: alert.lat, lng: alert.lng },
    radiusKm: alert.radiusKm,
    tags: alert.tags,
    words: alert.words,
    frequency: alert.frequency,
    createdAt: alert.createdAt.toDate().toISOString(),
  }
}

export async function listAlertsOf(uid: string): Promise<StoredAlert[]> {
  const snapshot = await firestoreCall(() => alerts.where('uid', '==', uid).get())
  return snapshot.docs.map(toStoredAlert).sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
}

export async function findAlert(id: string): Promise<StoredAlert | undefined> {
  if (cannotExist(id)) return undefined
  const snapshot = await firestoreCall(() => alerts.doc(id).get())
  return snapshot.exists ? toStoredAlert(snapshot) : undefined
}

export async function removeAlert(id: string): Promise<void> {
  await firestoreCall(() => alerts.doc(id).delete())
}

/** The alerts holding any of `cells`: Firestore's `array-contains-any` takes up to 30 values. */
export async function listAlertsInCells(cells: string[]): Promise<StoredAlert[]> {
  const snapshot = await firestoreCall(() => alerts.where('cells', 'array-contains-any', cells).get())
  return snapshot.docs.map(toStoredAlert)
}

const storedMatch = z.object({
  uid: z.string(),
  foodId: z.string(),
  foodName: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  dueAt: z.instanceof(Timestamp).nullish(),
})
export type StoredMatch = z.infer<typeof storedMatch> & { id: string }

export interface NewMatch {
  uid: string
  foodId: string
  foodName: string
  frequency: StoredMatch['frequency']
  dueAt: Date
}

/** Records each match once; answers the ones new this time (a person already told is left out). */
export async function recordMatches(matches: NewMatch[], now: Date): Promise<StoredMatch[]> {
  const created = await Promise.all(
    matches.map(async (match): Promise<StoredMatch | undefined> => {
      const ref = alertMatches.doc(`${match.foodId}_${match.uid}`)
      try {
        await firestoreCall(() =>
          ref.create({ ...match, dueAt: Timestamp.fromDate(match.dueAt), createdAt: Timestamp.fromDate(now) }),
        )
      } catch (error) {
        if (grpcCode(error) === GRPC_ALREADY_EXISTS) return undefined
        throw error
      }
      return { ...match, dueAt: Timestamp.fromDate(match.dueAt), id: ref.id }
    }),
  )
  return created.filter((match) => match !== undefined)
}

/** The matches whose time has come and that are not yet told, a batch at a time. */
export async function listDueMatches(now: Date, limit: number): Promise<StoredMatch[]> {
  const snapshot = await firestoreCall(() =>
    alertMatches.where('dueAt', '<=', Timestamp.fromDate(now)).orderBy('dueAt').limit(limit).get(),
  )
  return snapshot.docs.map((doc) => ({ ...storedMatch.parse(doc.data()), id: doc.id }))
}

/**
 * Tells one match in a transaction: `tell` writes its event only when the match is still due, and
 * the match stops being due in the same commit. `tell`'s first write must be a `create()` of a
 * document named after the match: two runs at once both read it due (the Node stand-in detects
 * no contention), and the second one's create fails, so it is told once.
 */
export async function settleMatch(
  id: string,
  now: Date,
  tell: (tx: Transaction, match: StoredMatch) => void,
): Promise<boolean> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const snapshot = counted(await tx.get(alertMatches.doc(id)))
      if (!snapshot.exists) return false
      const match = { ...storedMatch.parse(snapshot.data()), id }
      if (!match.dueAt || match.dueAt.toMillis() > now.getTime()) return false
      tell(tx, match)
      tx.update(alertMatches.doc(id), { dueAt: FieldValue.delete(), toldAt: Timestamp.fromDate(now) })
      return true
    }),
  ).catch((error: unknown) => {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) return false
    throw error
  })
}

/** A deleted account's alerts, and what they had matched. */
export async function removeAlertsOf(uid: string): Promise<void> {
  await deleteAll(alerts.where('uid', '==', uid))
  await deleteAll(alertMatches.where('uid', '==', uid))
}
