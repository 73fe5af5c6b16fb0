import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import type { Page, PageRequest } from '../shared/paging'
import { OPEN_REQUEST_STATUSES, REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import { cannotExist } from './document-ids'
import { counted, firestoreCall } from './firestore-call'
import { creationKey, pageOf, SORT_ORDERS } from './pages'

/**
 * Requests, any number per food. Every write to one goes through its food's change log
 * (store/food-changes.ts), which serialises them, so the rules that span requests (one open
 * request per person and food, never more portions reserved than the food has) hold under races.
 */
export const requests = db.collection('requests')

const person = z.object({ name: z.string(), email: z.string(), img: z.string() })

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
  // Requests stored before the sharing loop asked for the whole food, once, and were waiting.
  portions: z.number().default(1),
  message: z.string().default(''),
  status: z.enum(REQUEST_STATUSES).default('Requested'),
  requester: person.optional(),
})
export type StoredRequest = z.infer<typeof storedRequest> & { id: string }
export type NewRequest = Omit<z.infer<typeof storedRequest>, 'createdAt' | 'status'> & {
  requester: z.infer<typeof person>
}

function toStoredRequest(doc: DocumentSnapshot): StoredRequest {
  return { ...storedRequest.parse(doc.data()), id: doc.id }
}

export function isOpen(request: Pick<StoredRequest, 'status'>): boolean {
  return OPEN_REQUEST_STATUSES.includes(request.status)
}

/** The requester's requests, newest first, a page at a time. */
export function listRequestsOf(requesterUid: string, page: PageRequest): Promise<Page<StoredRequest>> {
  return pageOf(requests.where('requesterUid', '==', requesterUid), page, toStoredRequest)
}

/** A food's requests (the donor's queue), newest first, a page at a time. */
export function listRequestsForFood(foodId: string, page: PageRequest): Promise<Page<StoredRequest>> {
  return pageOf(requests.where('foodId', '==', foodId), page, toStoredRequest)
}

export async function findRequest(id: string): Promise<StoredRequest | undefined> {
  if (cannotExist(id)) return undefined
  const snapshot = await firestoreCall(() => requests.doc(id).get())
  return snapshot.exists ? toStoredRequest(snapshot) : undefined
}

/** Inside a change: the request as it is now. */
export async function readRequest(tx: Transaction, id: string): Promise<StoredRequest | undefined> {
  if (cannotExist(id)) return undefined
  const snapshot = counted(await tx.get(requests.doc(id)))
  return snapshot.exists ? toStoredRequest(snapshot) : undefined
}

/** Inside a change: the food's open requests (Requested or Accepted), optionally one person's only. */
export async function readOpenRequests(
  tx: Transaction,
  foodId: string,
  requesterUid?: string,
): Promise<StoredRequest[]> {
  const ofFood = requests.where('foodId', '==', foodId)
  const query = requesterUid === undefined ? ofFood : ofFood.where('requesterUid', '==', requesterUid)
  const snapshot = counted(await tx.get(query))
  return snapshot.docs.map(toStoredRequest).filter(isOpen)
}

/** An auto-id, drawn before the change is written, so the change can name it. */
export function newRequestId(): string {
  return requests.doc().id
}

export function createRequest(tx: Transaction, id: string, request: NewRequest, now: Date): void {
  const ref = requests.doc(id)
  const createdAt = Timestamp.fromDate(now)
  // Requests list newest first only, so they carry that one order's key.
  const sortNewest = creationKey(createdAt.toMillis(), ref.id)
  tx.create(ref, {
    ...request,
    status: 'Requested' satisfies RequestStatus,
    createdAt,
    updatedAt: createdAt,
    [SORT_ORDERS.newest.field]: sortNewest,
  })
}

export function setRequestStatus(tx: Transaction, id: string, status: RequestStatus, now: Date): void {
  tx.update(requests.doc(id), { status, updatedAt: Timestamp.fromDate(now) })
}

export function removeRequest(tx: Transaction, id: string): void {
  tx.delete(requests.doc(id), { exists: true })
}

/** Outside any change: a request whose food is gone (closed ones outlive it) is the requester's to clear. */
export function removeOrphanRequest(id: string): Promise<unknown> {
  return firestoreCall(() => requests.doc(id).delete({ exists: true }))
}
