import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import { MAX_LIST_SIZE } from '../shared/constants'
import { firestoreCall } from './firestore-call'
import { cannotExist } from './document-ids'
import { foodFromSnapshot, foods, type StoredFood } from './foods'

/**
 * A food holds one request at a time, so a request's id is its food's id: `create()` of that id
 * lets exactly one of any number of concurrent requests win, on every Firestore.
 */
export const requests = db.collection('requests')

const storedRequest = z.object({
  foodId: z.string(),
  foodName: z.string(),
  foodImg: z.string(),
  requestedTime: z.string(),
  userEamil: z.string(),
  requesterUid: z.string(),
  expireDateTime: z.string(),
  location: z.string(),
  donator: z.object({ name: z.string(), email: z.string() }),
  donatorUid: z.string(),
  createdAt: z.instanceof(Timestamp),
})
export type StoredRequest = z.infer<typeof storedRequest> & { id: string }
export type NewRequest = Omit<z.infer<typeof storedRequest>, 'createdAt'>

function requestFromSnapshot(snapshot: DocumentSnapshot): StoredRequest | undefined {
  if (!snapshot.exists) return undefined
  return { ...storedRequest.parse(snapshot.data()), id: snapshot.id }
}

export async function listRequestsOf(requesterUid: string): Promise<StoredRequest[]> {
  const snapshot = await firestoreCall(() =>
    requests.where('requesterUid', '==', requesterUid).orderBy('createdAt', 'desc').limit(MAX_LIST_SIZE).get(),
  )
  return snapshot.docs.map((doc) => ({ ...storedRequest.parse(doc.data()), id: doc.id }))
}

/** `create()` fails with ALREADY_EXISTS when the food already holds a request: the race's referee. */
export function createRequest(tx: Transaction, request: NewRequest, now: Date): string {
  tx.create(requests.doc(request.foodId), { ...request, createdAt: Timestamp.fromDate(now) })
  return request.foodId
}

/** Runs `change` on the request and its food inside one transaction. */
export function inRequestTransaction<T>(
  id: string,
  change: (request: StoredRequest | undefined, food: StoredFood | undefined, tx: Transaction) => T,
): Promise<T> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      if (cannotExist(id)) return change(undefined, undefined, tx)
      const [request, food] = await Promise.all([tx.get(requests.doc(id)), tx.get(foods.doc(id))])
      return change(requestFromSnapshot(request), foodFromSnapshot(food), tx)
    }),
  )
}

/** With `exists`, a second concurrent delete fails instead of succeeding twice. */
export function removeRequest(tx: Transaction, id: string): void {
  tx.delete(requests.doc(id), { exists: true })
}

export function removeRequestIfAny(tx: Transaction, id: string): void {
  tx.delete(requests.doc(id))
}
