import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import { NOTIFICATION_KINDS, NOTIFICATIONS_SHOWN, type NotificationKind } from '../shared/request-status'
import { firestoreCall } from './firestore-call'

/** One event for one person. Written in the transaction of the change it reports. */
export const notifications = db.collection('notifications')

const storedNotification = z.object({
  uid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  foodId: z.string(),
  foodName: z.string(),
  at: z.instanceof(Timestamp),
  read: z.boolean(),
})
export type StoredNotification = z.infer<typeof storedNotification> & { id: string }

export interface NewNotification {
  uid: string
  kind: NotificationKind
  foodId: string
  foodName: string
}

/**
 * `deliverAt` puts the event in the channels' outbox (store/deliveries.ts): push and email go
 * after this transaction commits, never inside it.
 */
export function notify(tx: Transaction, event: NewNotification, now: Date): void {
  const at = Timestamp.fromDate(now)
  tx.create(notifications.doc(), { ...event, at, read: false, deliverAt: at })
}

/**
 * An event that must exist once whatever runs it (an alert's match): its fixed `id` makes a
 * second `create()` fail with ALREADY_EXISTS, which fails the whole transaction, on every Firestore.
 */
export function notifyOnce(tx: Transaction, id: string, event: NewNotification, now: Date): void {
  const at = Timestamp.fromDate(now)
  tx.create(notifications.doc(id), { ...event, at, read: false, deliverAt: at })
}

function toStoredNotification(doc: DocumentSnapshot): StoredNotification {
  return { ...storedNotification.parse(doc.data()), id: doc.id }
}

export async function listNotificationsOf(uid: string): Promise<StoredNotification[]> {
  const snapshot = await firestoreCall(() =>
    notifications.where('uid', '==', uid).orderBy('at', 'desc').limit(NOTIFICATIONS_SHOWN).get(),
  )
  return snapshot.docs.map(toStoredNotification)
}

/** Batches of Firestore's 500 writes; answers how many were unread. */
export async function markAllRead(uid: string): Promise<number> {
  const BATCH = 500
  let marked = 0
  for (;;) {
    const unread = await firestoreCall(() =>
      notifications.where('uid', '==', uid).where('read', '==', false).limit(BATCH).get(),
    )
    if (unread.empty) return marked
    const batch = db.batch()
    for (const doc of unread.docs) batch.update(doc.ref, { read: true })
    await firestoreCall(() => batch.commit())
    marked += unread.size
    if (unread.size < BATCH) return marked
  }
}
