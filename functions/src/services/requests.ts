import type { Transaction } from 'firebase-admin/firestore'
import { Timestamp } from 'firebase-admin/firestore'
import { AppError } from '../domain/app-error'
import { SYSTEM_TEXTS, systemKindOfMove } from '../domain/conversation'
import { confirmByFor, nextDueAt, pickupStateOf } from '../domain/pickup'
import { chosenWindowProblem } from '../domain/pickup-window'
import { HttpError } from '../http/http-error'
import { apiErrors, type RequestInput } from '../shared/food'
import { publicPoint } from '../shared/geo'
import type { Page, PageRequest } from '../shared/paging'
import { DONOR_MOVES, type RequestStatus } from '../shared/request-status'
import type { DeleteResult, FoodRequest, InsertResult, QueuedRequest } from '../shared/responses'
import { type FoodChange, inFoodChange } from '../store/food-changes'
import { GRPC_ALREADY_EXISTS, GRPC_NOT_FOUND, grpcCode } from '../store/firestore-call'
import { findFood, portionsLeft, type StoredFood } from '../store/foods'
import { pickupPointOf } from '../store/near'
import {
  conversationIdentity,
  endConversation,
  readConversation,
  recordMove,
  removeMessagesOf,
  startConversation,
} from '../store/conversations'
import { notify } from '../store/notifications'
import {
  askFor,
  findRequest,
  isOpen,
  listRequestsForFood,
  listRequestsOf,
  readRequest,
  removeOrphanRequest,
  type PickupFields,
  removeRequest,
  setPickupFields,
  setRequestStatus,
  type StoredRequest,
} from '../store/requests'
import {
  assertOwnEmail,
  effectiveStatus,
  foodStatusOf,
  mapPage,
  orNotFound,
  ownFood,
  STATUSES_SEEING_EXACT_POINT,
} from './foods'
import { enforceRateLimit } from './rate-limit'
import { profileOf, type SessionUser } from './session'

function toRequest(request: StoredRequest, now: Date): FoodRequest {
  const point = pickupPointOf(request)
  const exactPoint = STATUSES_SEEING_EXACT_POINT.includes(request.status)
  return {
    _id: request.id,
    foodId: request.foodId,
    foodName: request.foodName,
    foodImg: request.foodImg,
    requestedTime: request.requestedTime,
    userEamil: request.userEamil,
    expireDateTime: request.expireDateTime,
    foodStatus: effectiveStatus({ foodStatus: 'Requested', expireDateTime: request.expireDateTime }, now),
    location: request.location,
    donator: request.donator,
    portions: request.portions,
    message: request.message,
    status: request.status,
    ...(point && { coordinates: exactPoint ? point : publicPoint(point) }),
    ...pickupOf(request),
  }
}

/** What every answer about a request says of its pickup (docs/decisions/pickup.md). */
export function pickupOf(request: StoredRequest) {
  return {
    ...(request.pickupWindow && { pickupWindow: request.pickupWindow }),
    ...(request.confirmBy && { confirmBy: request.confirmBy.toDate().toISOString(), confirmed: request.confirmed }),
  }
}

/** The donor's view of a request: who asked, for how much, and what they said. */
function toQueuedRequest(request: StoredRequest): QueuedRequest {
  return {
    _id: request.id,
    foodId: request.foodId,
    portions: request.portions,
    message: request.message,
    requestedTime: request.requestedTime,
    status: request.status,
    // Requests stored before the sharing loop kept only the requester's email.
    requester: request.requester ?? { name: request.userEamil, email: request.userEamil, img: '' },
    createdAt: request.createdAt.toDate().toISOString(),
    ...pickupOf(request),
  }
}

export async function getRequestsOf(user: SessionUser, page: PageRequest, now: Date): Promise<Page<FoodRequest>> {
  return mapPage(await listRequestsOf(user.uid, page), (request) => toRequest(request, now))
}

export async function getMyRequests(
  user: SessionUser,
  email: string,
  page: PageRequest,
  now: Date,
): Promise<Page<FoodRequest>> {
  assertOwnEmail(user, email)
  return getRequestsOf(user, page, now)
}

/** The donor's queue for one food: only the donor reads who asked. */
export async function getFoodQueue(user: SessionUser, foodId: string, page: PageRequest): Promise<Page<QueuedRequest>> {
  ownFood(user, await findFood(foodId))
  return mapPage(await listRequestsForFood(foodId, page), toQueuedRequest)
}

/**
 * A request reserves nothing until the donor accepts it, so several people may wait on one food,
 * and asking is not a numbered change: people asking at once do not wait on each other. Without
 * `portions` it asks for every portion still free: what a spec client, which knows nothing of
 * portions, means by asking for the food.
 */
export async function requestFood(user: SessionUser, input: RequestInput, now: Date): Promise<InsertResult> {
  await enforceRateLimit(user, 'requestFood', now)
  const requester = await profileOf(user)
  let donorImg = ''
  try {
    const insertedId = await askFor(
      input.foodId,
      now,
      (food) => {
        if (!food) throw new HttpError(404, apiErrors.foodNotFound)
        donorImg = food.donator.img
        if (food.donatorUid === user.uid) throw new HttpError(403, apiErrors.ownFood)
        if (foodStatusOf(food, now) === 'Expired') throw new HttpError(409, apiErrors.expired)
        const left = portionsLeft(food)
        if (left === 0) throw new HttpError(409, apiErrors.noPortionsLeft)
        const portions = input.portions ?? left
        if (portions > left) {
          throw new HttpError(400, apiErrors.badRequest, {
            portions: `Portions must be at most ${left}, the portions left`,
          })
        }
        const windowProblem = chosenWindowProblem(input.pickupWindow, food.pickupWindows, now)
        if (windowProblem) {
          throw new AppError('invalid', apiErrors.badRequest, { fields: { pickupWindow: windowProblem } })
        }
        return {
          foodId: food.id,
          foodName: food.foodName,
          foodImg: food.foodImg,
          requestedTime: input.requestedTime,
          userEamil: user.email,
          requesterUid: user.uid,
          requester,
          expireDateTime: food.expireDateTime,
          location: food.location,
          donator: { name: food.donator.name, email: food.donator.email },
          donatorUid: food.donatorUid,
          lat: food.lat ?? null,
          lng: food.lng ?? null,
          portions,
          message: input.message,
          pickupWindow: input.pickupWindow ?? null,
        }
      },
      (tx, request, id) => {
        notify(
          tx,
          {
            uid: request.donatorUid,
            kind: 'request-received',
            foodId: request.foodId,
            foodName: request.foodName,
            requestId: id,
          },
          now,
        )
        startConversation(tx, conversationIdentity(request, id, donorImg), input.message, now)
      },
    )
    return { insertedId }
  } catch (error) {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) throw new HttpError(409, apiErrors.openRequestExists)
    // The food was deleted between our read and our write.
    if (grpcCode(error) === GRPC_NOT_FOUND) throw new HttpError(404, apiErrors.foodNotFound)
    throw error
  }
}

/** How a move changes the food's portions and the number waiting, from the request's portions. */
function effectOfMove(food: StoredFood, request: StoredRequest, to: RequestStatus) {
  const { portions } = request
  switch (to) {
    case 'Accepted':
      return { waiting: -1, food: { portionsReserved: food.portionsReserved + portions } }
    case 'Declined':
      return { waiting: -1, food: {} }
    case 'Collected':
      return { food: { portionsCollected: food.portionsCollected + portions } }
    case 'No-show':
    case 'Released':
      return { food: { portionsReserved: food.portionsReserved - portions } }
    case 'Requested':
      return { food: {} }
  }
}

/** The request's food, read inside the change; a request holds its food's id. */
async function changeOfRequest<T>(
  id: string,
  now: Date,
  decide: (
    request: StoredRequest,
    food: StoredFood | undefined,
    tx: Transaction,
  ) => FoodChange<T> | Promise<FoodChange<T>>,
): Promise<T> {
  const known = await findRequest(id)
  if (!known) throw new HttpError(404, apiErrors.requestNotFound)
  return orNotFound(
    inFoodChange(known.foodId, now, async (food, tx) => {
      // Read again inside the change: the request may have moved or gone since.
      const request = await readRequest(tx, id)
      if (!request) throw new HttpError(404, apiErrors.requestNotFound)
      return decide(request, food, tx)
    }),
    apiErrors.requestNotFound,
  )
}

/** The donor's answer to a request (shared/request-status.ts lists the moves). */
export function moveRequest(user: SessionUser, id: string, to: RequestStatus, now: Date): Promise<QueuedRequest> {
  return changeOfRequest(id, now, (request, food) => {
    if (request.donatorUid !== user.uid) throw new HttpError(403, apiErrors.notYourMove)
    if (!food) throw new HttpError(404, apiErrors.foodNotFound)
    if (!DONOR_MOVES[request.status].includes(to)) throw new HttpError(409, apiErrors.impossibleMove)
    if (to === 'Accepted' && request.portions > portionsLeft(food)) {
      throw new HttpError(409, apiErrors.notEnoughPortions)
    }
    const told = to === 'Accepted' ? 'request-accepted' : to === 'Declined' ? 'request-declined' : undefined
    const pickup = to === 'Accepted' ? acceptance(request, now) : {}
    const event = systemKindOfMove(to)
    const moved = {
      ...request,
      status: to,
      ...(pickup.acceptedAt && { acceptedAt: pickup.acceptedAt }),
      ...(pickup.confirmBy && { confirmBy: pickup.confirmBy }),
    }
    return {
      kind: to,
      requestId: request.id,
      ...effectOfMove(food, request, to),
      result: toQueuedRequest(moved),
      writes: (write) => {
        setRequestStatus(write, request, to, now, pickup)
        if (told)
          notify(
            write,
            { uid: request.requesterUid, kind: told, foodId: food.id, foodName: food.foodName, requestId: request.id },
            now,
          )
        if (event) {
          const identity = conversationIdentity(request, request.id, food.donator.img)
          recordMove(write, identity, to, event, SYSTEM_TEXTS[event], now)
        }
      },
    }
  })
}

/** Accepting starts the clock: the request must be confirmed by `confirmBy`, and the job looks at it then. */
function acceptance(request: StoredRequest, now: Date): PickupFields {
  const window = request.pickupWindow ?? undefined
  const confirmBy = confirmByFor(now, window)
  const dueAt = nextDueAt({
    status: 'Accepted',
    acceptedAt: now,
    confirmBy,
    confirmed: false,
    pickupWindow: window,
    reminderSent: false,
    outcomeDueSent: false,
  })
  return {
    acceptedAt: Timestamp.fromDate(now),
    confirmBy: Timestamp.fromDate(confirmBy),
    confirmed: false,
    dueAt: dueAt && Timestamp.fromDate(dueAt),
  }
}

/** What withdrawing a request gives back: its place in the queue, or its reserved portions. */
function effectOfWithdrawal(food: StoredFood, request: StoredRequest) {
  if (request.status === 'Requested') return { waiting: -1, food: {} }
  if (request.status === 'Accepted') return { food: { portionsReserved: food.portionsReserved - request.portions } }
  return { food: {} }
}

/**
 * The requester's way out (spec `DELETE /deletereq/{id}`): frees what the request held and tells
 * the donor of an open one. A Collected request is a record of food that changed hands: it stays.
 */
export async function deleteRequest(user: SessionUser, id: string, now: Date): Promise<DeleteResult> {
  const known = await findRequest(id)
  if (known && known.requesterUid === user.uid && known.status !== 'Collected' && !(await findFood(known.foodId))) {
    // Its food is gone; nothing to free and nobody to tell.
    await orNotFound(removeOrphanRequest(known), apiErrors.requestNotFound)
    return { deletedCount: 1 }
  }
  const result = await changeOfRequest(id, now, async (request, food, tx) => {
    if (request.requesterUid !== user.uid) throw new HttpError(403, apiErrors.notYourRequest)
    if (request.status === 'Collected') throw new HttpError(409, apiErrors.collectedStays)
    if (!food) throw new HttpError(404, apiErrors.requestNotFound)
    const open = isOpen(request)
    // Withdrawing ends the conversation; the notification says so.
    const conversation = await readConversation(tx, request.id)
    return {
      kind: 'withdraw',
      requestId: request.id,
      ...effectOfWithdrawal(food, request),
      result: { deletedCount: 1 },
      writes: (write) => {
        removeRequest(write, request)
        if (conversation) endConversation(write, conversation)
        if (open) {
          notify(
            write,
            {
              uid: food.donatorUid,
              kind: 'request-withdrawn',
              foodId: food.id,
              foodName: food.foodName,
              requestId: request.id,
              conversationEnded: conversation !== undefined,
            },
            now,
          )
        }
      },
    }
  })
  await removeMessagesOf(id)
  return result
}

/**
 * The requester confirms an accepted pickup (docs/decisions/pickup.md): a numbered change like the
 * donor's moves, so a confirmation racing a release or a donor move settles to one outcome.
 * Confirming again answers the same.
 */
export function confirmPickup(user: SessionUser, id: string, now: Date): Promise<FoodRequest> {
  return changeOfRequest(id, now, (request, food) => {
    if (request.requesterUid !== user.uid) {
      throw new AppError('forbidden', 'Only the requester may confirm the pickup')
    }
    if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
    if (request.status !== 'Accepted') throw new AppError('conflict', 'Only an accepted request can be confirmed')
    const confirmed = { ...request, confirmed: true }
    if (request.confirmed)
      return { kind: 'confirm', requestId: request.id, food: {}, result: toRequest(confirmed, now) }
    const dueAt = nextDueAt(pickupStateOf(confirmed))
    return {
      kind: 'confirm',
      requestId: request.id,
      food: {},
      result: toRequest(confirmed, now),
      writes: (write) => {
        setPickupFields(write, request, { confirmed: true, dueAt: dueAt && Timestamp.fromDate(dueAt) }, now)
        const identity = conversationIdentity(request, request.id, food.donator.img)
        recordMove(write, identity, 'Accepted', 'pickup-confirmed', SYSTEM_TEXTS['pickup-confirmed'], now)
        notify(
          write,
          {
            uid: food.donatorUid,
            kind: 'pickup-confirmed',
            foodId: food.id,
            foodName: food.foodName,
            requestId: request.id,
          },
          now,
        )
      },
    }
  })
}
