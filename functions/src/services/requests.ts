import { assertOwnEmail, type SessionUser } from '../domain/account'
import { effectiveStatus, ownFood, pickupPointOf, seesExactPoint, shownPoint } from '../domain/food'
import { assertWithinLimit } from '../domain/limits'
import { decideAsk, decideMove, decideWithdrawal, mayClearOrphan } from '../domain/request'
import type { RequestInput } from '../shared/food'
import { mapPage, type Page, type PageRequest } from '../shared/paging'
import type { RequestStatus } from '../shared/request-status'
import type { DeleteResult, FoodRequest, InsertResult, QueuedRequest } from '../shared/responses'
import { inRequestChange } from '../store/food-changes'
import { findFood } from '../store/foods'
import { profileOf } from '../store/profiles'
import { countAttemptAt } from '../store/rate-limits'
import {
  askFor,
  findRequest,
  listRequestsForFood,
  listRequestsOf,
  removeOrphanRequest,
  type StoredRequest,
} from '../store/requests'

/** The requester's view of a request: the food's pickup point is exact once the donor accepted them. */
function toRequest(request: StoredRequest, now: Date): FoodRequest {
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
    ...shownPoint(pickupPointOf(request), seesExactPoint({ isDonor: false, requestStatuses: [request.status] })),
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
  ownFood(user.uid, await findFood(foodId))
  return mapPage(await listRequestsForFood(foodId, page), toQueuedRequest)
}

/**
 * Asking is not a numbered change: people asking at once do not wait on each other. The rules of
 * an ask are domain/request.ts's `decideAsk`.
 */
export async function requestFood(user: SessionUser, input: RequestInput, now: Date): Promise<InsertResult> {
  assertWithinLimit('requestFood', await countAttemptAt(user.uid, 'requestFood', now), now)
  const requester = await profileOf(user)
  const insertedId = await askFor(input.foodId, now, (found) => {
    const { food, portions, decision } = decideAsk(user.uid, found, input.portions, now)
    return {
      decision,
      request: {
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
      },
    }
  })
  return { insertedId }
}

/** The donor's answer to a request; domain/request.ts's `decideMove` says which moves are allowed and what each does. */
export function moveRequest(user: SessionUser, id: string, to: RequestStatus, now: Date): Promise<QueuedRequest> {
  return inRequestChange(id, now, (request, food) => ({
    kind: to,
    requestId: request.id,
    ...decideMove(user.uid, request, food, to),
    requests: [{ request, status: to }],
    result: toQueuedRequest({ ...request, status: to }),
  }))
}

/** The requester's way out (`DELETE /deletereq/{id}`); domain/request.ts's `decideWithdrawal` says what it frees. */
export async function deleteRequest(user: SessionUser, id: string, now: Date): Promise<DeleteResult> {
  const known = await findRequest(id)
  if (known && mayClearOrphan(user.uid, known) && !(await findFood(known.foodId))) {
    // Its food is gone; nothing to free and nobody to tell.
    await removeOrphanRequest(known)
    return { deletedCount: 1 }
  }
  return inRequestChange(id, now, (request, food) => ({
    kind: 'withdraw',
    requestId: request.id,
    ...decideWithdrawal(user.uid, request, food),
    requests: [{ request, remove: true }],
    result: { deletedCount: 1 },
  }))
}
