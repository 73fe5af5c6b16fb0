import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { type LimitedAction, limitWindow } from '../domain/limits'
import { db, firestoreCall } from './firebase'

const rateLimits = db.collection('rateLimits')

/**
 * Counts one attempt in a fixed window and answers the count so far. The counter lives in
 * Firestore so it holds across function instances; an atomic increment followed by a read never
 * admits more than the limit, even when attempts race. `expiresAt` is for a Firestore TTL policy.
 */
export async function countAttempt(key: string, windowStart: number, windowMs: number): Promise<number> {
  const ref = rateLimits.doc(`${key}_${windowStart}`)
  await firestoreCall(() =>
    ref.set(
      { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(windowStart + windowMs) },
      { merge: true },
    ),
  )
  const snapshot = await firestoreCall(() => ref.get())
  const count: unknown = snapshot.get('count')
  return typeof count === 'number' ? count : Number.MAX_SAFE_INTEGER
}

/** Counts one attempt at `action` by this user in its window (domain/limits.ts) and answers the count so far. */
export function countAttemptAt(uid: string, action: LimitedAction, now: Date): Promise<number> {
  const window = limitWindow(action, now)
  return countAttempt(`${uid}_${action}`, window.start, window.ms)
}
