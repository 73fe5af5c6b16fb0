import type { Query } from 'firebase-admin/firestore'
import { db, firestoreCall } from './firebase'

const BATCH = 400

/** Deletes every document `query` matches, a batch at a time (a commit holds 500 writes at most); answers how many. */
export async function deleteAll(query: Query): Promise<number> {
  let deleted = 0
  for (;;) {
    const snapshot = await firestoreCall(() => query.limit(BATCH).get())
    if (snapshot.empty) return deleted
    const batch = db.batch()
    for (const doc of snapshot.docs) batch.delete(doc.ref)
    await firestoreCall(() => batch.commit())
    deleted += snapshot.size
    if (snapshot.size < BATCH) return deleted
  }
}
