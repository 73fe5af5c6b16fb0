/**
 * The channels' outbox (docs/decisions/channels.md): a notification with `deliverAt` still has
 * push or email to send. A sender claims it by moving `deliverAt` a lease ahead in a transaction,
 * records each channel as sent (`pushSentAt`, `emailSentAt`) the moment it is, and finally drops
 * `deliverAt`, or sets it to when to try again. A retry never resends a channel recorded as sent,
 * nor a push to a browser that took it: each browser's push is recorded on its own
 * (`pushDeliveries`, id `{notification}_{browser}`), as one person's browsers fail one by one.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore'
import { z } from 'zod'
import { counted, db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'
import { NOTIFICATION_KINDS } from '../shared/request-status'
import { notifications } from './notifications'

const digestItems = db.collection('digestItems')
const pushDeliveries = db.collection('pushDeliveries')
/** One document per attempt claimed: the Node stand-in detects no contention, a `create()` does. */
const deliveryClaims = db.collection('deliveryClaims')

const outgoing = z.object({
  uid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  foodId: z.string(),
  foodName: z.string(),
  deliveryAttempts: z.number().default(0),
  pushSentAt: z.instanceof(Timestamp).nullish(),
  emailSentAt: z.instanceof(Timestamp).nullish(),
})
export type Outgoing = z.infer<typeof outgoing> & { id: string }

export type Channel = 'push' | 'email'

export async function listDueDeliveries(now: Date, limit: number): Promise<string[]> {
  const snapshot = await firestoreCall(() =>
    notifications.where('deliverAt', '<=', Timestamp.fromDate(now)).orderBy('deliverAt').limit(limit).get(),
  )
  return snapshot.docs.map((doc) => doc.id)
}

/** Takes a due delivery until `leaseUntil`, counting the attempt; undefined when it is not due (another sender has it). */
export function claimDelivery(id: string, now: Date, leaseUntil: Date): Promise<Outgoing | undefined> {
  const ref = notifications.doc(id)
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const snapshot = counted(await tx.get(ref))
      const due: unknown = snapshot.get('deliverAt')
      if (!(due instanceof Timestamp) || due.toMillis() > now.getTime()) return undefined
      const found = { ...outgoing.parse(snapshot.data()), id }
      const deliveryAttempts = found.deliveryAttempts + 1
      tx.create(deliveryClaims.doc(`${id}_${deliveryAttempts}`), { at: Timestamp.fromDate(now) })
      tx.update(ref, { deliverAt: Timestamp.fromDate(leaseUntil), deliveryAttempts })
      return { ...found, deliveryAttempts }
    }),
  ).catch((error: unknown) => {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) return undefined
    throw error
  })
}

export async function recordSent(id: string, channel: Channel, now: Date): Promise<void> {
  await firestoreCall(() => notifications.doc(id).update({ [`${channel}SentAt`]: Timestamp.fromDate(now) }))
}

/** One browser (its push subscription's id) took the notification's push: a retry leaves it out. */
export async function recordPushedTo(id: string, browser: string, now: Date): Promise<void> {
  await firestoreCall(() =>
    pushDeliveries.doc(`${id}_${browser}`).set({ notification: id, browser, at: Timestamp.fromDate(now) }),
  )
}

/** The browsers that already took the notification's push. */
export async function browsersPushedTo(id: string): Promise<Set<string>> {
  const snapshot = await firestoreCall(() => pushDeliveries.where('notification', '==', id).get())
  return new Set(snapshot.docs.map((doc) => String(doc.get('browser'))))
}

/** Done (`next` null) or to try again at `next`. */
export async function finishDelivery(id: string, next: Date | null): Promise<void> {
  await firestoreCall(() =>
    notifications.doc(id).update({ deliverAt: next ? Timestamp.fromDate(next) : FieldValue.delete() }),
  )
}

const storedItem = z.object({
  uid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  foodId: z.string(),
  foodName: z.string(),
  at: z.instanceof(Timestamp),
})
export type DigestItem = z.infer<typeof storedItem> & { id: string }
export type NewDigestItem = Omit<DigestItem, 'at' | 'id'>

/** Waits for the person's next digest; `key` names the event, so queuing it again changes nothing. */
export async function queueDigestItem(key: string, item: NewDigestItem, now: Date): Promise<void> {
  await firestoreCall(() => digestItems.doc(`${item.uid}_${key}`).set({ ...item, at: Timestamp.fromDate(now) }))
}

/** The same inside a transaction, as its first write (store/alerts.ts `settleMatch`). */
export function createDigestItem(tx: Transaction, key: string, item: NewDigestItem, now: Date): void {
  tx.create(digestItems.doc(`${item.uid}_${key}`), { ...item, at: Timestamp.fromDate(now) })
}

export async function listDigestItemsOf(uid: string): Promise<DigestItem[]> {
  const snapshot = await firestoreCall(() => digestItems.where('uid', '==', uid).get())
  return snapshot.docs
    .map((doc) => ({ ...storedItem.parse(doc.data()), id: doc.id }))
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
}

export async function removeDigestItems(ids: string[]): Promise<void> {
  const batch = db.batch()
  for (const id of ids) batch.delete(digestItems.doc(id))
  await firestoreCall(() => batch.commit())
}
