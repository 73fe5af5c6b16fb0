/**
 * The browsers a person turned push on in, one document per endpoint (id: the endpoint's
 * SHA-256), so the same browser subscribing twice, or after another person signed in on it,
 * stays one subscription of whoever subscribed last.
 */
import { createHash } from 'node:crypto'
import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { AppError } from '../domain/app-error'
import { counted, db, firestoreCall } from './firebase'
import { MAX_PUSH_SUBSCRIPTIONS } from '../shared/channels'
import { deleteAll } from './batches'

const pushSubscriptions = db.collection('pushSubscriptions')
const docOf = (endpoint: string) => pushSubscriptions.doc(createHash('sha256').update(endpoint).digest('hex'))

const storedSubscription = z.object({ uid: z.string(), endpoint: z.string(), p256dh: z.string(), auth: z.string() })
export type StoredPushSubscription = z.infer<typeof storedSubscription>
/** As listed: `id` names the browser (its endpoint's hash), so a delivery can record which browsers it reached. */
export type ListedPushSubscription = StoredPushSubscription & { id: string }

export function savePushSubscription(subscription: StoredPushSubscription, message: string, now: Date): Promise<void> {
  const ref = docOf(subscription.endpoint)
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const existing = counted(await tx.get(ref))
      const own = counted(await tx.get(pushSubscriptions.where('uid', '==', subscription.uid)))
      const alreadyOwn = existing.exists && existing.get('uid') === subscription.uid
      if (!alreadyOwn && own.size >= MAX_PUSH_SUBSCRIPTIONS) {
        throw new AppError('conflict', message, { code: 'too-many-push-subscriptions' })
      }
      tx.set(ref, { ...subscription, createdAt: Timestamp.fromDate(now) })
    }),
  )
}

/** Answers whether the person had that subscription. */
export function removeOwnPushSubscription(uid: string, endpoint: string): Promise<boolean> {
  const ref = docOf(endpoint)
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const existing = counted(await tx.get(ref))
      if (!existing.exists || existing.get('uid') !== uid) return false
      tx.delete(ref)
      return true
    }),
  )
}

/** A push service said the subscription is gone (404, 410). */
export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await firestoreCall(() => docOf(endpoint).delete())
}

export async function listPushSubscriptionsOf(uid: string): Promise<ListedPushSubscription[]> {
  const snapshot = await firestoreCall(() => pushSubscriptions.where('uid', '==', uid).get())
  return snapshot.docs.map((doc) => ({ ...storedSubscription.parse(doc.data()), id: doc.id }))
}

/** A deleted account's browsers. */
export function removePushSubscriptionsOf(uid: string): Promise<number> {
  return deleteAll(pushSubscriptions.where('uid', '==', uid))
}
