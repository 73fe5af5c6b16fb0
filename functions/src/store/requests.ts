import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import type { Page, PageRequest } from '../shared/paging'
import { OPEN_REQUEST_STATUSES, REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import { cannotExist } from './document-ids'
import { counted, firestoreCall } from './firestore-call'
import { foodFromSnapshot, foods, type StoredFood, waitingChange } from './foods'
import { creationKey, pageOf, SORT_ORDERS } from './pages'

/**
 * Requests, any number per food. Asking is one transaction of its own (`askFor`); every later
 * move goes through the food's numbered change log (store/food-changes.ts), which serialises
 * them, so portions reserved never exceed the quantity, under any race.
 */
export const requests = db.collection('requests')

/**
 * One document per person with an open request for a food, id `{foodId}_{uid}`: its `create()`
 * refuses a second open request from the same person, however many arrive at once, on every
 * Firestore. It goes when the request closes (declined, collected, no-show, withdrawn).
 */
const openRequestMarkers = db.collection('openRequests')
const markerOf = (request: Pick<StoredRequest, 'foodId' | 'requesterUid'>) =>
  openRequestMarkers.doc(`${request.foodId}_${request.requesterUid}`)

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
  // The food's pickup point when asked (store/near.ts), shown exactly once the request is accepted.
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  // Arranging the pickup (docs/decisions/pickup.md); requests stored before it have none of these.
  pickupWindow: z.object({ start: z.string(), end: z.string() }).nullish(),
  acceptedAt: z.instanceof(Timestamp).nullish(),
  confirmBy: z.instanceof(Timestamp).nullish(),
  confirmed: z.boolean().default(false),
  reminderSent: z.boolean().default(false),
  outcomeDueSent: z.boolean().default(false),
  closedAt: z.instanceof(Timestamp).nullish(),
})
export type StoredRequest = z.infer<typeof storedRequest> & { id: string }
export type NewRequest = Omit<
  z.infer<typeof storedRequest>,
  'createdAt' | 'status' | 'confirmed' | 'reminderSent' | 'outcomeDueSent' | 'acceptedAt' | 'confirmBy' | 'closedAt'
> & {
  requester: z.infer<typeof person>
}

/** The pickup fields a move or the job sets; `dueAt` is when the job must next look (store/due-requests.ts). */
export interface PickupFields {
  acceptedAt?: Timestamp
  confirmBy?: Timestamp
  confirmed?: boolean
  reminderSent?: boolean
  outcomeDueSent?: boolean
  dueAt?: Timestamp | null
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

/** The statuses of a person's requests for a food (a few at most): whether one was ever accepted. */
export async function statusesOfRequestsBy(requesterUid: string, foodId: string): Promise<RequestStatus[]> {
  const snapshot = await firestoreCall(() =>
    requests.where('foodId', '==', foodId).where('requesterUid', '==', requesterUid).get(),
  )
  return snapshot.docs.map((doc) => toStoredRequest(doc).status)
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

/** Inside a change: the food's open requests (Requested or Accepted). */
export async function readOpenRequests(tx: Transaction, foodId: string): Promise<StoredRequest[]> {
  const snapshot = counted(await tx.get(requests.where('foodId', '==', foodId)))
  return snapshot.docs.map(toStoredRequest).filter(isOpen)
}

/**
 * Asks for a food in one transaction: `decide` sees the food and answers the request to store or
 * throws to refuse. The marker goes first, so on the Node stand-in, which applies a commit's
 * writes in order and stops at the first failure, a second open request writes nothing; the
 * food's update next fails on a food deleted meanwhile, before the request is written.
 */
export function askFor(
  foodId: string,
  now: Date,
  decide: (food: StoredFood | undefined) => NewRequest,
  also: (tx: Transaction, request: NewRequest, id: string) => void,
): Promise<string> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const food = cannotExist(foodId) ? undefined : foodFromSnapshot(counted(await tx.get(foods.doc(foodId))))
      const request = decide(food)
      const ref = requests.doc()
      const createdAt = Timestamp.fromDate(now)
      tx.create(markerOf(request), { requestId: ref.id, at: createdAt })
      tx.update(foods.doc(request.foodId), waitingChange(1))
      tx.create(ref, {
        ...request,
        status: 'Requested' satisfies RequestStatus,
        createdAt,
        updatedAt: createdAt,
        // Requests list newest first only, so they carry that one order's key.
        [SORT_ORDERS.newest.field]: creationKey(createdAt.toMillis(), ref.id),
      })
      also(tx, request, ref.id)
      return ref.id
    }),
  )
}

/** Moves a request on; a request that leaves the open states frees its person to ask again. */
export function setRequestStatus(
  tx: Transaction,
  request: StoredRequest,
  status: RequestStatus,
  now: Date,
  pickup: PickupFields = {},
): void {
  const at = Timestamp.fromDate(now)
  const closes = !OPEN_REQUEST_STATUSES.includes(status)
  tx.update(requests.doc(request.id), {
    status,
    updatedAt: at,
    ...pickup,
    ...(closes && { closedAt: at, dueAt: null }),
  })
  if (closes) tx.delete(markerOf(request))
}

/** The job's and the confirmation's marks on a request that keeps its status. */
export function setPickupFields(tx: Transaction, request: StoredRequest, pickup: PickupFields, now: Date): void {
  tx.update(requests.doc(request.id), { ...pickup, updatedAt: Timestamp.fromDate(now) })
}

/** A closed request's marker is gone already, and may since be a newer open request's. */
export function removeRequest(tx: Transaction, request: StoredRequest): void {
  tx.delete(requests.doc(request.id), { exists: true })
  if (isOpen(request)) tx.delete(markerOf(request))
}

/** Removes each request in the change, calling `also` for each (to tell its requester). */
export function removeRequests(
  tx: Transaction,
  list: readonly StoredRequest[],
  also: (tx: Transaction, request: StoredRequest) => void,
): void {
  for (const request of list) {
    removeRequest(tx, request)
    also(tx, request)
  }
}

/**
 * Removes the open requests still naming a food, in one transaction, calling `also` for each (to
 * tell its requester). For after a food's delete: an ask that read the food before the delete
 * committed, and committed after the delete read the requests, would otherwise outlive the food
 * (real Firestore's locks forbid that interleaving; the Node stand-in detects no contention).
 */
export function removeOpenRequestsOf(
  foodId: string,
  also: (tx: Transaction, request: StoredRequest) => void,
): Promise<number> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const open = await readOpenRequests(tx, foodId)
      removeRequests(tx, open, also)
      return open.length
    }),
  )
}

/** Outside any change: a request whose food is gone (closed ones outlive it) is the requester's to clear. */
export function removeOrphanRequest(request: StoredRequest): Promise<unknown> {
  const batch = db.batch()
  batch.delete(requests.doc(request.id), { exists: true })
  if (isOpen(request)) batch.delete(markerOf(request))
  return firestoreCall(() => batch.commit())
}

/**
 * Outside any change: when the job must next look at a request. A stale value costs the job one
 * more look, never a wrong decision: the job decides again on fresh data.
 */
export function setDueAt(id: string, dueAt: Timestamp | null): Promise<unknown> {
  return firestoreCall(() => requests.doc(id).update({ dueAt }))
}
