import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { AppError } from '../domain/app-error'
import { type Decision, isOpen, type Notice, type PickupMarks } from '../domain/request'
import { counted, db, firestoreCall, GRPC_ALREADY_EXISTS, GRPC_NOT_FOUND, grpcCode } from './firebase'
import { apiErrors } from '../shared/copy'
import type { Page, PageRequest } from '../shared/paging'
import { REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import { cannotExist } from './document-ids'
import { foodFromSnapshot, foods, type StoredFood, waitingChange } from './foods'
import { conversationIdentity, startConversation } from './conversations'
import { notify } from './notifications'
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

// `profileId` since public profiles; older requests' requesters get theirs when shown (store/profiles.ts).
const person = z.object({ name: z.string(), email: z.string(), img: z.string(), profileId: z.string().optional() })
const instant = z.instanceof(Timestamp).transform((stamp) => stamp.toDate())

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
  // When its status last moved: a Declined request's decline.
  updatedAt: z.instanceof(Timestamp).optional(),
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
  acceptedAt: instant.nullish(),
  confirmBy: instant.nullish(),
  confirmed: z.boolean().default(false),
  reminderSent: z.boolean().default(false),
  outcomeDueSent: z.boolean().default(false),
  closedAt: instant.nullish(),
})
export type StoredRequest = z.infer<typeof storedRequest> & { id: string }
export type NewRequest = Omit<
  z.infer<typeof storedRequest>,
  | 'createdAt'
  | 'updatedAt'
  | 'status'
  | 'confirmed'
  | 'reminderSent'
  | 'outcomeDueSent'
  | 'acceptedAt'
  | 'confirmBy'
  | 'closedAt'
> & {
  requester: z.infer<typeof person>
}

/** The pickup marks a move, a confirmation or the job sets (domain/request.ts); `dueAt` is when the job next looks. */
export type PickupFields = Partial<PickupMarks>

function pickupFields(pickup: PickupFields) {
  const stamp = (date: Date | null | undefined) => (date ? Timestamp.fromDate(date) : date)
  return {
    ...pickup,
    ...(pickup.acceptedAt !== undefined && { acceptedAt: stamp(pickup.acceptedAt) }),
    ...(pickup.confirmBy !== undefined && { confirmBy: stamp(pickup.confirmBy) }),
    ...(pickup.dueAt !== undefined && { dueAt: stamp(pickup.dueAt) }),
  }
}

function toStoredRequest(doc: DocumentSnapshot): StoredRequest {
  return { ...storedRequest.parse(doc.data()), id: doc.id }
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

/** Inside a change: the food's requests, open and closed. */
export async function readRequestsOfFood(tx: Transaction, foodId: string): Promise<StoredRequest[]> {
  const snapshot = counted(await tx.get(requests.where('foodId', '==', foodId)))
  return snapshot.docs.map(toStoredRequest)
}

/** Inside a change: the food's open requests (Requested or Accepted). */
export async function readOpenRequests(tx: Transaction, foodId: string): Promise<StoredRequest[]> {
  return (await readRequestsOfFood(tx, foodId)).filter(isOpen)
}

/** Inside an ask: when the donor last declined this person's request for the food, if ever. */
async function readLastDecline(tx: Transaction, foodId: string, requesterUid: string): Promise<Date | undefined> {
  const snapshot = counted(
    await tx.get(requests.where('foodId', '==', foodId).where('requesterUid', '==', requesterUid)),
  )
  const declines = snapshot.docs
    .map(toStoredRequest)
    .filter((request) => request.status === 'Declined')
    .map((request) => (request.updatedAt ?? request.createdAt).toMillis())
  return declines.length ? new Date(Math.max(...declines)) : undefined
}

/**
 * Asks for a food in one transaction: `decide` sees the food and when the donor last declined the
 * asker for it, and answers the request to store and what the ask does, or throws to refuse. The marker goes first, so on the Node stand-in, which
 * applies a commit's writes in order and stops at the first failure, a second open request writes
 * nothing; the food's update next fails on a food deleted meanwhile, before the request is written.
 */
export async function askFor(
  foodId: string,
  requesterUid: string,
  now: Date,
  decide: (
    food: StoredFood | undefined,
    lastDeclinedAt: Date | undefined,
  ) => { request: NewRequest; decision: Decision },
): Promise<string> {
  try {
    return await firestoreCall(() =>
      db.runTransaction(async (tx) => {
        const food = cannotExist(foodId) ? undefined : foodFromSnapshot(counted(await tx.get(foods.doc(foodId))))
        const lastDeclinedAt = food ? await readLastDecline(tx, food.id, requesterUid) : undefined
        const { request, decision } = decide(food, lastDeclinedAt)
        const ref = requests.doc()
        const createdAt = Timestamp.fromDate(now)
        tx.create(markerOf(request), { requestId: ref.id, at: createdAt })
        tx.update(foods.doc(request.foodId), waitingChange(decision.waiting))
        tx.create(ref, {
          ...request,
          status: 'Requested' satisfies RequestStatus,
          createdAt,
          updatedAt: createdAt,
          // Requests list newest first only, so they carry that one order's key.
          [SORT_ORDERS.newest.field]: creationKey(createdAt.toMillis(), ref.id),
        })
        for (const notice of decision.notices) {
          notify(tx, { ...notice, foodId: request.foodId, foodName: request.foodName, requestId: ref.id }, now)
        }
        // Its conversation starts with it, the request's message first (docs/decisions/pickup.md).
        startConversation(tx, conversationIdentity(request, ref.id, food?.donator.img ?? ''), request.message, now)
        return ref.id
      }),
    )
  } catch (error) {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) throw new AppError('conflict', apiErrors.openRequestExists)
    // The food was deleted between our read and our write.
    if (grpcCode(error) === GRPC_NOT_FOUND) throw new AppError('not-found', apiErrors.foodNotFound)
    throw error
  }
}

/**
 * Moves a request on, holding `portions` from then on (an accept may keep fewer than asked); a
 * request that leaves the open states frees its person to ask again.
 */
export function setRequestStatus(
  tx: Transaction,
  request: StoredRequest,
  status: RequestStatus,
  now: Date,
  pickup: PickupFields = {},
  portions: number = request.portions,
): void {
  const at = Timestamp.fromDate(now)
  const closes = !isOpen({ status })
  tx.update(requests.doc(request.id), {
    status,
    portions,
    updatedAt: at,
    ...pickupFields(pickup),
    // A closed request is due for nothing, and its conversation stays open 7 days from now.
    ...(closes && { closedAt: at, dueAt: null }),
  })
  if (closes) tx.delete(markerOf(request))
}

/** The confirmation's and the job's marks on a request that keeps its status. */
export function setPickupFields(tx: Transaction, request: StoredRequest, pickup: PickupFields, now: Date): void {
  tx.update(requests.doc(request.id), { ...pickupFields(pickup), updatedAt: Timestamp.fromDate(now) })
}

/**
 * Outside any change: when the job must next look at a request. A stale value costs the job one
 * more look, never a wrong decision: the job decides again on fresh data.
 */
export function setDueAt(id: string, dueAt: Date | null): Promise<unknown> {
  return firestoreCall(() => requests.doc(id).update({ dueAt: dueAt && Timestamp.fromDate(dueAt) }))
}

/** A closed request's marker is gone already, and may since be a newer open request's. */
export function removeRequest(tx: Transaction, request: StoredRequest): void {
  tx.delete(requests.doc(request.id), { exists: true })
  if (isOpen(request)) tx.delete(markerOf(request))
}

/**
 * Removes the open requests still naming a food, in one transaction, telling each requester what
 * `noticesOf` says. For after a food's delete: an ask that read the food before the delete
 * committed, and committed after the delete read the requests, would otherwise outlive the food
 * (real Firestore's locks forbid that interleaving; the Node stand-in detects no contention).
 */
export function removeOpenRequestsOf(
  food: Pick<StoredFood, 'id' | 'foodName'>,
  now: Date,
  noticesOf: (open: readonly StoredRequest[]) => Notice[],
): Promise<number> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const open = await readOpenRequests(tx, food.id)
      for (const request of open) removeRequest(tx, request)
      for (const notice of noticesOf(open)) notify(tx, { ...notice, foodId: food.id, foodName: food.foodName }, now)
      return open.length
    }),
  )
}

/** Outside any change: a request whose food is gone (closed ones outlive it) is the requester's to clear. */
export async function removeOrphanRequest(request: StoredRequest): Promise<void> {
  const batch = db.batch()
  batch.delete(requests.doc(request.id), { exists: true })
  if (isOpen(request)) batch.delete(markerOf(request))
  try {
    await firestoreCall(() => batch.commit())
  } catch (error) {
    // Withdrawn meanwhile, by another tab of the same person.
    if (grpcCode(error) === GRPC_NOT_FOUND) throw new AppError('not-found', apiErrors.requestNotFound)
    throw error
  }
}

/** Every request a person made, open and closed (a suspension, a deletion, the export). */
export async function listAllRequestsOf(requesterUid: string): Promise<StoredRequest[]> {
  const snapshot = await firestoreCall(() => requests.where('requesterUid', '==', requesterUid).get())
  return snapshot.docs.map(toStoredRequest)
}

/**
 * A deleted account's name, photo and email leave the requests that outlive it (closed ones, in
 * the other person's lists), on both sides: as requester and as donor. The records stay whole
 * otherwise, so the other person's history still adds up.
 */
export async function forgetPersonInRequests(uid: string, name: string): Promise<void> {
  const [asked, gave] = await Promise.all([
    firestoreCall(() => requests.where('requesterUid', '==', uid).get()),
    firestoreCall(() => requests.where('donatorUid', '==', uid).get()),
  ])
  const writes = [
    ...asked.docs.map((doc) => ({
      ref: doc.ref,
      fields: { userEamil: '', 'requester.name': name, 'requester.email': '', 'requester.img': '' },
    })),
    ...gave.docs.map((doc) => ({ ref: doc.ref, fields: { 'donator.name': name, 'donator.email': '' } })),
  ]
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch()
    for (const { ref, fields } of writes.slice(start, start + 400)) batch.update(ref, fields)
    await firestoreCall(() => batch.commit())
  }
}
