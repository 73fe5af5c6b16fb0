import { AggregateField, Timestamp } from 'firebase-admin/firestore'
import { db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'
import type { RequestStatus } from '../shared/request-status'
import { foods } from './foods'
import { requests } from './requests'

/**
 * One document per person who has ever posted a food, so "donors" is a `count()`: Firestore has
 * no count of distinct values.
 */
const donors = db.collection('donors')

export async function recordDonor(uid: string, now: Date): Promise<void> {
  try {
    await firestoreCall(() => donors.doc(uid).create({ since: Timestamp.fromDate(now) }))
  } catch (error) {
    if (grpcCode(error) !== GRPC_ALREADY_EXISTS) throw error
  }
}

/**
 * Three aggregations, no document read: Firestore answers `count()` and `sum()` from its indexes
 * (and the Node stand-in supports both), so the figures cost the same at 10 foods or 10 million.
 */
export async function aggregateStats() {
  const collected: RequestStatus = 'Collected'
  const [foodsPosted, portionsCollected, donorCount] = await Promise.all([
    firestoreCall(() => foods.count().get()),
    firestoreCall(() =>
      requests
        .where('status', '==', collected)
        .aggregate({ portions: AggregateField.sum('portions') })
        .get(),
    ),
    firestoreCall(() => donors.count().get()),
  ])
  return {
    foodsPosted: foodsPosted.data().count,
    portionsCollected: portionsCollected.data().portions,
    donors: donorCount.data().count,
  }
}
