import { assertOwnEmail, type SessionUser } from '../domain/account'
import { effectiveStatus, foodStatusOf, ownFood, pickupPointOf, seesExactPoint, shownPoint } from '../domain/food'
import { assertWithinLimit } from '../domain/limits'
import { decideAsk, decideConfirm, decideMove, decideWithdrawal, isOpen, mayClearOrphan } from '../domain/request'
import { chosenWindowProblem } from '../domain/pickup-window'
import { AppError } from '../domain/app-error'
import { assertMayHoldAnotherRequest } from '../domain/trust'
import { NO_SHOW_WINDOW_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import type { RequestInput } from '../shared/food'
import { mapPage, type Page, type PageRequest } from '../shared/paging'
import type { RequestStatus } from '../shared/request-status'
import type { DeleteResult, FoodRequest, InsertResult, QueuedRequest } from '../shared/responses'
import { blockedBetween } from '../store/blocks'
import { removeMessagesOf } from '../store/conversations'
import { inRequestDecision } from '../store/food-changes'
import { findFood, findFoods, type StoredFood } from '../store/foods'
import { countOpenRequestsOf, noShowsSince } from '../store/people'
import { profileIdOf, profileIdsOf, profileOf } from '../store/profiles'
import { countAttemptAt } from '../store/rate-limits'
import {
  askFor,
  findRequest,
  listAllRequestsOf,
  listRequestsForFood,
  listRequestsOf,
  removeOrphanRequest,
  type StoredRequest,
} from '../store/requests'

/**
 * The requester's view of a request: the food's pickup point is exact once the donor accepted them.
 * `foodStatus` is the request's own record (the product's 'Requested', or Expired); `food`, when
 * read, gives `foodStatusNow`, the food's status as it is now, which /myrequest shows.
 */
function toRequest(request: StoredRequest, now: Date, food?: StoredFood): FoodRequest {
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
    ...(food && { foodStatusNow: foodStatusOf(food, now) }),
    ...shownPoint(pickupPointOf(request), seesExactPoint({ isDonor: false, requestStatuses: [request.status] })),
    ...pickupOf(request),
  }
}

/** What every answer about a request says of its pickup (docs/decisions/pickup.md). */
function pickupOf(request: StoredRequest) {
  return {
    ...(request.pickupWindow && { pickupWindow: request.pickupWindow }),
    ...(request.confirmBy && { confirmBy: request.confirmBy.toISOString(), confirmed: request.confirmed }),
  }
}

/** The donor's view of a request: who asked (`profileId` from the store, for requests stored before it), for how much, and what they said. */
function toQueuedRequest(request: StoredRequest, profileId = ''): QueuedRequest {
  return {
    _id: request.id,
    foodId: request.foodId,
    portions: request.portions,
    message: request.message,
    requestedTime: request.requestedTime,
    status: request.status,
    // Requests stored before the sharing loop kept only the requester's email.
    requester: {
      ...(request.requester ?? { name: request.userEamil, email: request.userEamil, img: '' }),
      profileId: request.requester?.profileId ?? profileId,
    },
    createdAt: request.createdAt.toDate().toISOString(),
    ...pickupOf(request),
  }
}

export async function getRequestsOf(user: SessionUser, page: PageRequest, now: Date): Promise<Page<FoodRequest>> {
  const requests = await listRequestsOf(user.uid, page)
  const foods = await findFoods(requests.items.map((request) => request.foodId))
  return mapPage(requests, (request) => toRequest(request, now, foods.get(request.foodId)))
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
  const queue = await listRequestsForFood(foodId, page)
  const ids = await profileIdsOf(
    queue.items.filter((request) => !request.requester?.profileId).map((request) => request.requesterUid),
  )
  return mapPage(queue, (request) => toQueuedRequest(request, ids.get(request.requesterUid) ?? ''))
}

/**
 * Asking is not a numbered change: people asking at once do not wait on each other. The rules of
 * an ask are domain/request.ts's `decideAsk`.
 */
export async function requestFood(user: SessionUser, input: RequestInput, now: Date): Promise<InsertResult> {
  assertWithinLimit('requestFood', await countAttemptAt(user.uid, 'requestFood', now), now)
  const [{ person: requester, createdAt }, openRequests, noShows, asked, blocked] = await Promise.all([
    profileOf(user),
    countOpenRequestsOf(user.uid),
    noShowsSince(user.uid, new Date(now.getTime() - NO_SHOW_WINDOW_MS)),
    findFood(input.foodId),
    blockedBetween(user.uid),
  ])
  assertMayHoldAnotherRequest({ createdAt, openRequests, noShows }, now)
  // Either side's block stops the ask, with one answer whoever blocked (docs/decisions/trust.md).
  if (asked && blocked.has(asked.donatorUid)) throw new AppError('forbidden', apiErrors.blocked)
  const insertedId = await askFor(input.foodId, user.uid, now, (found, lastDeclinedAt) => {
    const { food, portions, decision } = decideAsk(user.uid, found, input.portions, now, lastDeclinedAt)
    const windowProblem = chosenWindowProblem(input.pickupWindow, food.pickupWindows, now)
    if (windowProblem) throw new AppError('invalid', apiErrors.badRequest, { fields: { pickupWindow: windowProblem } })
    return {
      // The donor is told who asked (domain/request.ts decides only that they are told).
      decision: { ...decision, notices: decision.notices.map((notice) => ({ ...notice, who: requester.name })) },
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
        pickupWindow: input.pickupWindow ?? null,
      },
    }
  })
  return { insertedId }
}

/**
 * The donor's answer to a request, an accept perhaps keeping fewer portions (`keep`): the store
 * reads the request and its food inside the food's numbered change, domain/request.ts's
 * `decideMove` says whether the move is allowed and what it does, and the store writes that.
 */
export async function moveRequest(
  user: SessionUser,
  id: string,
  to: RequestStatus,
  keep: number | undefined,
  now: Date,
): Promise<QueuedRequest> {
  const moved = await inRequestDecision(id, { donorUid: user.uid, to, keep, now }, decideMove)
  const answer = toQueuedRequest(moved)
  if (answer.requester.profileId) return answer
  return { ...answer, requester: { ...answer.requester, profileId: await profileIdOf(moved.requesterUid) } }
}

/**
 * The requester confirms an accepted pickup: a numbered change like the donor's moves, so a
 * confirmation racing a release or a donor move settles to one outcome; domain/request.ts's
 * `decideConfirm` says what it does. Confirming again answers the same and changes nothing.
 */
export async function confirmPickup(user: SessionUser, id: string, now: Date): Promise<FoodRequest> {
  return toRequest(await inRequestDecision(id, { requesterUid: user.uid, now }, decideConfirm), now)
}

/** The requester's way out (`DELETE /deletereq/{id}`); domain/request.ts's `decideWithdrawal` says what it frees. */
export async function deleteRequest(user: SessionUser, id: string, now: Date): Promise<DeleteResult> {
  const known = await findRequest(id)
  if (known && mayClearOrphan(user.uid, known) && !(await findFood(known.foodId))) {
    // Its food is gone; nothing to free and nobody to tell.
    await removeOrphanRequest(known)
    return { deletedCount: 1 }
  }
  await inRequestDecision(id, { requesterUid: user.uid, now }, decideWithdrawal)
  await removeMessagesOf([id])
  return { deletedCount: 1 }
}

/** Every open request of the person, withdrawn as they would (a deleted account, docs/decisions/trust.md). */
export async function withdrawRequestsOf(user: SessionUser, now: Date): Promise<number> {
  const open = (await listAllRequestsOf(user.uid)).filter(isOpen)
  for (const request of open) await deleteRequest(user, request.id, now)
  return open.length
}
