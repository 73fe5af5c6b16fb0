import { Timestamp } from 'firebase-admin/firestore'
import { firestoreCall } from './firebase'
import { requests } from './requests'

/**
 * The requests the job must look at by `now`: `dueAt` is set on every Accepted request to its next
 * deadline (confirmation, reminder, outcome) and cleared when nothing is left, so the job reads
 * only what is due, oldest deadline first. One field, so Firestore's automatic index serves it.
 */
export async function listDueRequestIds(now: Date, limit: number): Promise<{ id: string }[]> {
  const snapshot = await firestoreCall(() =>
    requests.where('dueAt', '<=', Timestamp.fromDate(now)).orderBy('dueAt').limit(limit).get(),
  )
  return snapshot.docs.map((doc) => ({ id: doc.id }))
}
