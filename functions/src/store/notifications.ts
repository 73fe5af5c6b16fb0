import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { counted, db, firestoreCall } from './firebase'
import { NOTIFICATION_KINDS, NOTIFICATIONS_SHOWN, type NotificationKind } from '../shared/request-status'
import { deleteAll } from './batches'
import { cannotExist } from './document-ids'
import { bumpCounter } from './counters'

/** One event for one person. Written in the transaction of the change it reports. */
export const notifications = db.collection('notifications')

const storedNotification = z.object({
  uid: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  foodId: z.string(),
  foodName: z.string(),
  at: z.instanceof(Timestamp),
  read: z.boolean(),
  requestId: z.string().optional(),
  conversationEnded: z.boolean().optional(),
  // Events stored before these were kept said nothing of portions.
  portions: z.number().optional(),
  portionsAsked: z.number().optional(),
  who: z.string().optional(),
})
export type StoredNotification = z.infer<typeof storedNotification> & { id: string }

export interface NewNotification {
  uid: string
  kind: NotificationKind
  foodId: string
  foodName: string
  requestId?: string
  conversationEnded?: boolean
  portions?: number
  portionsAsked?: number
  who?: string
}

/**
 * Every new event counts towards its person's unread notifications (store/counters.ts), and its
 * `deliverAt` puts it in the channels' outbox (store/deliveries.ts): push and email go after this
 * transaction commits, never inside it.
 */
export function notify(tx: Transaction, event: NewNotification, now: Date): void {
  const at = Timestamp.fromDate(now)
  tx.create(notifications.doc(), { ...definedFields(event), at, read: false, deliverAt: at })
  bumpCounter(tx, event.uid, 'notifications', 1)
}

/**
 * An event that must exist once whatever runs it (an alert's match): its fixed `id` makes a
 * second `create()` fail with ALREADY_EXISTS, which fails the whole transaction, on every Firestore.
 */
export function notifyOnce(tx: Transaction, id: string, event: NewNotification, now: Date): void {
  const at = Timestamp.fromDate(now)
  tx.create(notifications.doc(id), { ...definedFields(event), at, read: false, deliverAt: at })
  bumpCounter(tx, event.uid, 'notifications', 1)
}

/** Firestore refuses undefined fields. */
function definedFields(event: NewNotification): Partial<NewNotification> {
  return Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined))
}

/** One `message-received` per person and conversation: a later message updates it (store/conversations.ts). */
const messageNotice = (requestId: string, uid: string) => notifications.doc(`m${requestId}${uid}`)

export async function readMessageNotice(
  tx: Transaction,
  requestId: string,
  uid: string,
): Promise<StoredNotification | undefined> {
  if (cannotExist(requestId)) return undefined
  const snapshot = counted(await tx.get(messageNotice(requestId, uid)))
  return snapshot.exists ? toStoredNotification(snapshot) : undefined
}

/** While the last one is unread, a new message moves it up rather than adding another (and sends nothing again). */
export function noticeMessage(
  tx: Transaction,
  existing: StoredNotification | undefined,
  event: NewNotification & { requestId: string },
  now: Date,
): void {
  const ref = messageNotice(event.requestId, event.uid)
  const at = Timestamp.fromDate(now)
  if (existing && !existing.read) {
    tx.update(ref, { at })
    return
  }
  tx.set(ref, { ...definedFields(event), at, read: false, deliverAt: at })
  bumpCounter(tx, event.uid, 'notifications', 1)
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
    bumpCounter(batch, uid, 'notifications', -unread.size)
    await firestoreCall(() => batch.commit())
    marked += unread.size
    if (unread.size < BATCH) return marked
  }
}

/** A deleted account's events (docs/decisions/trust.md). */
export function removeNotificationsOf(uid: string): Promise<number> {
  return deleteAll(notifications.where('uid', '==', uid))
}

/** Every event of a person (not only the newest shown), for their export. */
export async function listAllNotificationsOf(uid: string): Promise<StoredNotification[]> {
  const snapshot = await firestoreCall(() => notifications.where('uid', '==', uid).get())
  return snapshot.docs.map(toStoredNotification)
}

/** One event on its own, outside any other change (a moderator's warning). */
export async function notifyNow(event: NewNotification, now: Date): Promise<void> {
  await firestoreCall(() =>
    db.runTransaction((tx) => {
      notify(tx, event, now)
      return Promise.resolve()
    }),
  )
}
