import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import type { Page, PageRequest } from '../shared/paging'
import { counted, firestoreCall } from './firestore-call'
import { cannotExist } from './document-ids'
import { foodFromSnapshot, foods, type StoredFood } from './foods'
import { creationKey, pageOf, SORT_ORDERS } from './pages'

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
  return snapshot.exists ? toStoredRequest(snapshot) : undefined
}

function toStoredRequest(doc: DocumentSnapshot): StoredRequest {
  return { ...storedRequest.parse(doc.data()), id: doc.id }
}

/** The requester's requests, newest first, a page at a time. */
export function listRequestsOf(requesterUid: string, page: PageRequest): Promise<Page<StoredRequest>> {
  return pageOf(requests.where('requesterUid', '==', requesterUid), page, toStoredRequest)
}

/** `create()` fails with ALREADY_EXISTS when the food already holds a request: the race's referee. */
export function createRequest(tx: Transaction, request: NewRequest, now: Date): string {
  const createdAt = Timestamp.fromDate(now)
  // Requests list newest first only, so they carry that one order's key.
  const sortNewest = creationKey(createdAt.toMillis(), request.foodId)
  tx.create(requests.doc(request.foodId), { ...request, createdAt, [SORT_ORDERS.newest.field]: sortNewest })
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
      const [request, food] = await Promise.all([
        tx.get(requests.doc(id)).then(counted),
        tx.get(foods.doc(id)).then(counted),
      ])
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
