import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore'
import { z } from 'zod'
import { counted, db, firestoreCall } from './firebase'

/**
 * `counters/{uid}`: a person's running counts. Their unread messages (all conversations) and unread
 * notifications, so the top bar reads one document instead of counting, and the foods they ever
 * posted, for the new-account limit. Every change moves them by increments,
 * which commute, so writers never wait on each other and no update is lost.
 */
const counters = db.collection('counters')

export type CounterField = 'messages' | 'notifications'

/**
 * How many foods the person has ever posted, deleted ones too: the new-account limit counts posts,
 * so deleting a food does not make room for another. Read and raised in the post's transaction.
 */
export async function readFoodsPosted(tx: Transaction, uid: string): Promise<number> {
  const snapshot = counted(await tx.get(counters.doc(uid)))
  const posted: unknown = snapshot.get('foodsPosted')
  return typeof posted === 'number' ? posted : 0
}

export function countFoodPosted(tx: Transaction, uid: string): void {
  tx.set(counters.doc(uid), { foodsPosted: FieldValue.increment(1) }, { merge: true })
}

export function bumpCounter(write: Transaction | WriteBatch, uid: string, field: CounterField, by: number): void {
  if (by === 0) return
  // Both Transaction and WriteBatch have this set(); TypeScript cannot call through their union.
  ;(write as WriteBatch).set(counters.doc(uid), { [field]: FieldValue.increment(by) }, { merge: true })
}

const storedCounters = z.object({ messages: z.number().default(0), notifications: z.number().default(0) })

/** Never below 0: events stored before the counters existed were never counted up. */
export async function readCounters(uid: string): Promise<Record<CounterField, number>> {
  const snapshot = await firestoreCall(() => counters.doc(uid).get())
  const { messages, notifications } = storedCounters.parse(snapshot.data() ?? {})
  return { messages: Math.max(0, messages), notifications: Math.max(0, notifications) }
}

/** A deleted account's counts. */
export async function removeCounters(uid: string): Promise<void> {
  await firestoreCall(() => counters.doc(uid).delete())
}
