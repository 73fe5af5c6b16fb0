import { type Transaction, Timestamp } from 'firebase-admin/firestore'
import { AppError } from '../domain/app-error'
import { type Notice, type RequestOutcome, systemKindOfMove } from '../domain/request'
import { counted, db, firestoreCall, GRPC_ALREADY_EXISTS, GRPC_NOT_FOUND, grpcCode } from './firebase'
import { apiErrors } from '../shared/copy'
import type { RequestStatus, SystemMessageKind } from '../shared/request-status'
import { cannotExist } from './document-ids'
import {
  foodFromSnapshot,
  foods,
  type PortionCounters,
  removeFood,
  type StoredFood,
  writeFood,
  type FoodFields,
  type FoodVisibility,
} from './foods'
import { markAnnouncement } from './announcements'
import { conversationIdentity, endConversation, readConversations, recordMove } from './conversations'
import { notify } from './notifications'
import {
  findRequest,
  readOpenRequests,
  readRequest,
  readRequestsOfFood,
  type PickupFields,
  removeRequest,
  setPickupFields,
  setRequestStatus,
  type StoredRequest,
} from './requests'

/**
 * The change log of every food's portions and the answers to its requests
 * (docs/decisions/sharing-loop.md). Each such change is numbered: its transaction's first write is
 * `create()` of `foodChanges/{foodId}_{n}`, where n is one past the number the food carries. Of
 * any number of changes that read the food at n - 1, exactly one creates that document; the
 * others fail with ALREADY_EXISTS and run again on fresh reads. That holds on every Firestore:
 * real Firestore's transactions would serialise these anyway, and the Node stand-in, which
 * detects no contention, applies a commit's writes in order and stops at the first failure, so
 * a change that lost the race writes nothing at all.
 */
export const foodChanges = db.collection('foodChanges')

/** Enough for every one of a few dozen people pressing at once to get a turn. */
const MAX_ATTEMPTS = 60

/**
 * A request a change moves to a new status (with the pickup marks the move sets, and holding
 * `portions` when they change), removes, or marks (a confirmation, the job's reminders); a marking
 * may show an event in the conversation.
 */
export type RequestWrite =
  | { request: StoredRequest; status: RequestStatus; pickup?: PickupFields; portions?: number }
  | { request: StoredRequest; remove: true }
  | { request: StoredRequest; pickup: PickupFields; event?: SystemMessageKind }

/** What a change does to its food, and its other writes, which go after the food's. */
export interface FoodChange<T> {
  result: T
  /** The food's new fields and counters, or 'delete'. */
  food: Partial<FoodFields & PortionCounters & FoodVisibility> | 'delete'
  /** How the number of requests waiting on the donor moves. */
  waiting?: number
  /** What the log records of it: the move (`Accepted`…), `withdraw`, `edit` or `delete`. */
  kind: string
  /** The request it concerns, if any. */
  requestId?: string
  requests?: readonly RequestWrite[]
  /** Who is told of it, each about this food. */
  notices?: readonly Notice[]
  /** The requests whose conversations end with the change: withdrawn, or their food deleted. */
  endConversations?: readonly string[]
}

/** What a change may read besides its food, inside its transaction. */
export interface FoodChangeReads {
  request(id: string): Promise<StoredRequest | undefined>
  openRequests(): Promise<StoredRequest[]>
  /** Open and closed: a food's delete ends every one's conversation. */
  allRequests(): Promise<StoredRequest[]>
}

function readsIn(tx: Transaction, foodId: string): FoodChangeReads {
  return {
    request: (id) => readRequest(tx, id),
    openRequests: () => readOpenRequests(tx, foodId),
    allRequests: () => readRequestsOfFood(tx, foodId),
  }
}

/**
 * Every state move, and every marking with an event, shows in the request's conversation as a
 * system message, in the change's own transaction (docs/decisions/pickup.md).
 */
function writeRequests(tx: Transaction, food: StoredFood, writes: readonly RequestWrite[], now: Date): void {
  for (const write of writes) {
    const identity = conversationIdentity(write.request, write.request.id, food.donator.img)
    if ('remove' in write) {
      removeRequest(tx, write.request)
    } else if ('status' in write) {
      setRequestStatus(tx, write.request, write.status, now, write.pickup, write.portions)
      const event = systemKindOfMove(write.status)
      if (event) recordMove(tx, identity, write.status, event, now)
    } else {
      setPickupFields(tx, write.request, write.pickup, now)
      if (write.event) recordMove(tx, identity, write.request.status, write.event, now)
    }
  }
}

/**
 * Runs `decide` on the food read inside a transaction, then writes the change, numbered. `decide`
 * reads what else it needs through `read` and throws an AppError to refuse (a missing food is
 * `undefined`, and `decide` must refuse it); a refused change writes nothing. A food deleted
 * between the read and the write fails the write: that is `gone`, not-found.
 */
export async function inFoodChange<T>(
  foodId: string,
  now: Date,
  decide: (food: StoredFood | undefined, read: FoodChangeReads) => FoodChange<T> | Promise<FoodChange<T>>,
  gone: string = apiErrors.foodNotFound,
): Promise<T> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await firestoreCall(() =>
        db.runTransaction(async (tx) => {
          const food = cannotExist(foodId) ? undefined : foodFromSnapshot(counted(await tx.get(foods.doc(foodId))))
          const change = await decide(food, readsIn(tx, foodId))
          if (!food) throw new Error(`A change to food ${foodId} was decided, but the food is gone`)
          // Read before the first write, as a transaction must.
          const ending = await readConversations(tx, change.endConversations ?? [])
          const changeSeq = food.changeSeq + 1
          tx.create(foodChanges.doc(`${food.id}_${changeSeq}`), {
            foodId: food.id,
            changeSeq,
            kind: change.kind,
            requestId: change.requestId ?? null,
            at: Timestamp.fromDate(now),
          })
          if (change.food === 'delete') removeFood(tx, food.id)
          else if (writeFood(tx, food, { ...change.food, changeSeq }, change.waiting ?? 0, now)) {
            // Listed again (restored, its donor reinstated) or edited (it may have got its pickup
            // point, or match more alerts now): the alerts hear of it, after this commit.
            if (change.kind === 'edit' || !food.listed) markAnnouncement(tx, food.id, changeSeq, now)
          }
          writeRequests(tx, food, change.requests ?? [], now)
          for (const conversation of ending) endConversation(tx, conversation)
          for (const notice of change.notices ?? []) {
            notify(tx, { ...notice, foodId: food.id, foodName: food.foodName }, now)
          }
          return change.result
        }),
      )
    } catch (error) {
      if (grpcCode(error) === GRPC_NOT_FOUND) throw new AppError('not-found', gone)
      if (grpcCode(error) !== GRPC_ALREADY_EXISTS) throw error
      // Lost the race for this number: wait a little, more as the crowd shows itself, and retry.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10) * 4))
    }
  }
  throw new AppError('unavailable', apiErrors.busy, { headers: { 'Retry-After': '1' } })
}

/**
 * A change of a request's food, deciding on the request as it is inside the change: it may have
 * moved or gone since it was first read. A request holds its food's id.
 */
async function inRequestChange<T>(
  id: string,
  now: Date,
  decide: (
    request: StoredRequest,
    food: StoredFood | undefined,
    read: FoodChangeReads,
  ) => FoodChange<T> | Promise<FoodChange<T>>,
): Promise<T> {
  const known = await findRequest(id)
  if (!known) throw new AppError('not-found', apiErrors.requestNotFound)
  return inFoodChange(
    known.foodId,
    now,
    async (food, read) => {
      const request = await read.request(id)
      if (!request) throw new AppError('not-found', apiErrors.requestNotFound)
      return decide(request, food, read)
    },
    apiErrors.requestNotFound,
  )
}

/** The change that writes `outcome` to `request` and its food, answering the request as it then is. */
function changeOf(request: StoredRequest, outcome: RequestOutcome): FoodChange<StoredRequest> {
  const { request: becomes, ...decision } = outcome
  const change = { ...decision, requestId: request.id }
  if (becomes === 'unchanged') return { ...change, result: request }
  if ('withdrawn' in becomes) {
    return { ...change, requests: [{ request, remove: true }], endConversations: [request.id], result: request }
  }
  if ('status' in becomes) {
    const { status, portions, pickup } = becomes
    return {
      ...change,
      requests: [{ request, status, pickup, portions }],
      result: { ...request, ...pickup, status, portions },
    }
  }
  return { ...change, requests: [{ request, ...becomes }], result: { ...request, ...becomes.pickup } }
}

/**
 * A change of a request decided by the domain: `decide` (a pure rule such as `decideMove`) says,
 * on the request and its food as they are inside the change and on `act` (who does what, and
 * when), what the change does; this writes it: the request moved, its pickup marked or withdrawn
 * (its conversation ended), the food's counters, the notices and the conversation's system
 * message. Answers the request as it now is (a withdrawn one as it was).
 */
export function inRequestDecision<Act extends { now: Date }>(
  id: string,
  act: Act,
  decide: (request: StoredRequest, food: StoredFood | undefined, act: Act) => RequestOutcome,
): Promise<StoredRequest> {
  return inRequestChange(id, act.now, (request, food) => changeOf(request, decide(request, food, act)))
}

/**
 * The job's change of a due request: as `inRequestDecision`, with the food's open requests read
 * inside the change too (a release tells those still waiting). Answers what was decided.
 */
export function inDueRequestDecision<Outcome extends RequestOutcome>(
  id: string,
  now: Date,
  decide: (request: StoredRequest, food: StoredFood | undefined, act: { now: Date; open: StoredRequest[] }) => Outcome,
): Promise<Outcome> {
  return inRequestChange(id, now, async (request, food, read) => {
    const outcome = decide(request, food, { now, open: await read.openRequests() })
    return { ...changeOf(request, outcome), result: outcome }
  })
}
