import { HttpError } from '../http/http-error'
import { apiErrors, type RequestInput } from '../shared/food'
import type { Page, PageRequest } from '../shared/paging'
import type { DeleteResult, FoodRequest, InsertResult } from '../shared/responses'
import { GRPC_ALREADY_EXISTS, GRPC_NOT_FOUND, grpcCode } from '../store/firestore-call'
import { writeFoodFields } from '../store/foods'
import {
  createRequest,
  inRequestTransaction,
  listRequestsOf,
  removeRequest,
  type StoredRequest,
} from '../store/requests'
import { assertOwnEmail, effectiveStatus, mapPage, orNotFound } from './foods'
import { enforceRateLimit } from './rate-limit'
import type { SessionUser } from './session'

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

/**
 * One transaction: the food must exist, be Available and unexpired, and not be the caller's own.
 * The request's `create()` decides races: the first wins, every other gets 409.
 */
export async function requestFood(user: SessionUser, input: RequestInput, now: Date): Promise<InsertResult> {
  await enforceRateLimit(user, 'requestFood', now)
  try {
    const insertedId = await inRequestTransaction(input.foodId, (existing, food, tx) => {
      if (!food) throw new HttpError(404, apiErrors.foodNotFound)
      if (food.donatorUid === user.uid) throw new HttpError(403, apiErrors.ownFood)
      if (existing) throw new HttpError(409, apiErrors.alreadyRequested)
      const status = effectiveStatus(food, now)
      if (status === 'Expired') throw new HttpError(409, apiErrors.expired)
      if (status !== 'Available') throw new HttpError(409, apiErrors.notAvailable)
      // Real Firestore commits both writes or neither. The Node stand-in applies them in order
      // and stops at the first failure, so the food goes first: a food deleted meanwhile fails
      // it and nothing is written (no request outlives its food); a lost race then fails the
      // create, having only re-marked as Requested a food that the winner already marked so.
      writeFoodFields(tx, food, { foodStatus: 'Requested' }, now)
      return createRequest(
        tx,
        {
          foodId: food.id,
          foodName: food.foodName,
          foodImg: food.foodImg,
          requestedTime: input.requestedTime,
          userEamil: user.email,
          requesterUid: user.uid,
          expireDateTime: food.expireDateTime,
          location: food.location,
          donator: { name: food.donator.name, email: food.donator.email },
          donatorUid: food.donatorUid,
        },
        now,
      )
    })
    return { insertedId }
  } catch (error) {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) throw new HttpError(409, apiErrors.alreadyRequested)
    // The food was deleted between our read and our write.
    if (grpcCode(error) === GRPC_NOT_FOUND) throw new HttpError(404, apiErrors.foodNotFound)
    throw error
  }
}

/** Deleting a request puts its food back on offer. Of concurrent deletes, one succeeds. */
export function deleteRequest(user: SessionUser, id: string, now: Date): Promise<DeleteResult> {
  return orNotFound(
    inRequestTransaction(id, (request, food, tx) => {
      if (!request) throw new HttpError(404, apiErrors.requestNotFound)
      if (request.requesterUid !== user.uid) throw new HttpError(403, apiErrors.notYourRequest)
      removeRequest(tx, id)
      if (food?.foodStatus === 'Requested') writeFoodFields(tx, food, { foodStatus: 'Available' }, now)
      return { deletedCount: 1 }
    }),
    apiErrors.requestNotFound,
  )
}
