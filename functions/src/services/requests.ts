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
import { notify } from '../store/notifications'
import {
  askFor,
  findRequest,
  isOpen,
  listRequestsForFood,
  listRequestsOf,
  readRequest,
  removeOrphanRequest,
  removeRequest,
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
  try {
    const insertedId = await askFor(
      input.foodId,
      now,
      (food) => {
        if (!food) throw new HttpError(404, apiErrors.foodNotFound)
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
        }
      },
      (tx, request) =>
        notify(
          tx,
          { uid: request.donatorUid, kind: 'request-received', foodId: request.foodId, foodName: request.foodName },
          now,
        ),
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
      return { food: { portionsReserved: food.portionsReserved - portions } }
    case 'Requested':
    case 'Released':
      return { food: {} }
  }
}

/** The request's food, read inside the change; a request holds its food's id. */
async function changeOfRequest<T>(
  id: string,
  now: Date,
  decide: (request: StoredRequest, food: StoredFood | undefined) => FoodChange<T>,
): Promise<T> {
  const known = await findRequest(id)
  if (!known) throw new HttpError(404, apiErrors.requestNotFound)
  return orNotFound(
    inFoodChange(known.foodId, now, async (food, tx) => {
      // Read again inside the change: the request may have moved or gone since.
      const request = await readRequest(tx, id)
      if (!request) throw new HttpError(404, apiErrors.requestNotFound)
      return decide(request, food)
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
    return {
      kind: to,
      requestId: request.id,
      ...effectOfMove(food, request, to),
      result: toQueuedRequest({ ...request, status: to }),
      writes: (write) => {
        setRequestStatus(write, request, to, now)
        if (told)
          notify(write, { uid: request.requesterUid, kind: told, foodId: food.id, foodName: food.foodName }, now)
      },
    }
  })
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
  return changeOfRequest(id, now, (request, food) => {
    if (request.requesterUid !== user.uid) throw new HttpError(403, apiErrors.notYourRequest)
    if (request.status === 'Collected') throw new HttpError(409, apiErrors.collectedStays)
    if (!food) throw new HttpError(404, apiErrors.requestNotFound)
    const open = isOpen(request)
    return {
      kind: 'withdraw',
      requestId: request.id,
      ...effectOfWithdrawal(food, request),
      result: { deletedCount: 1 },
      writes: (write) => {
        removeRequest(write, request)
        if (open) {
          notify(
            write,
            { uid: food.donatorUid, kind: 'request-withdrawn', foodId: food.id, foodName: food.foodName },
            now,
          )
        }
      },
    }
  })
}
