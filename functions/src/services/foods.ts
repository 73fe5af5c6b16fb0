import type { Transaction } from 'firebase-admin/firestore'
import { AppError } from '../domain/app-error'
import { pickupWindowsProblem, sortWindows } from '../domain/pickup-window'
import { HttpError } from '../http/http-error'
import type { DietTag } from '../shared/diet-tags'
import { isPastExpiry } from '../shared/expiry'
import { apiErrors, type FoodInput, type FoodStatus, type FoodUpdateInput } from '../shared/food'
import type { Page, PageRequest } from '../shared/paging'
import type { DeleteResult, Food, InsertResult, PublicFood, UpdateResult } from '../shared/responses'
import { publicPoint } from '../shared/geo'
import type { RequestStatus } from '../shared/request-status'
import { searchToken, searchTokens } from '../shared/search'
import { inFoodChange } from '../store/food-changes'
import {
  findFood,
  insertFood,
  listFoods,
  listFoodsOfDonator,
  listFoodsWithToken,
  portionsLeft,
  type StoredFood,
} from '../store/foods'
import { GRPC_NOT_FOUND, grpcCode } from '../store/firestore-call'
import { endConversation, readConversation, removeMessagesOf, type StoredConversation } from '../store/conversations'
import { notify } from '../store/notifications'
import { pickupPointFields, pickupPointOf } from '../store/near'
import {
  readOpenRequests,
  removeOpenRequestsOf,
  removeRequests,
  statusesOfRequestsBy,
  type StoredRequest,
} from '../store/requests'
import { recordDonor } from '../store/stats'
import { enforceRateLimit } from './rate-limit'
import { profileOf, type SessionUser } from './session'

/** A food past its expiry date is Expired in every answer, whatever is stored. */
export function effectiveStatus(food: { foodStatus: FoodStatus; expireDateTime: string }, now: Date): FoodStatus {
  return isPastExpiry(food.expireDateTime, now) ? 'Expired' : food.foodStatus
}

/**
 * A food's status follows its portions (docs/decisions/sharing-loop.md): Requested once accepted
 * requests hold every portion, Available otherwise, Expired past its date or when its donor says
 * so. A spec client that only ever asks for whole foods sees the spec's statuses.
 */
export function foodStatusOf(food: StoredFood, now: Date): FoodStatus {
  if (food.foodStatus === 'Expired') return 'Expired'
  return effectiveStatus(
    { foodStatus: portionsLeft(food) > 0 ? 'Available' : 'Requested', expireDateTime: food.expireDateTime },
    now,
  )
}

/**
 * `exactPoint` for the donor and a requester whose request was accepted: anyone else sees the
 * pickup point rounded (docs/decisions/near-me.md), so an answer never tells more by default.
 */
export function toFood(food: StoredFood, now: Date, exactPoint = false): Food {
  const point = pickupPointOf(food)
  return {
    _id: food.id,
    foodName: food.foodName,
    foodImg: food.foodImg,
    quantity: food.quantity,
    location: food.location,
    expireDateTime: food.expireDateTime,
    donator: food.donator,
    foodStatus: foodStatusOf(food, now),
    portionsLeft: portionsLeft(food),
    tags: food.tags,
    requestsWaiting: food.requestsWaiting,
    ...(point && { coordinates: exactPoint ? point : publicPoint(point) }),
    pickupWindows: food.pickupWindows,
  }
}

/** What anyone may see of a food: the donor's name and photo, never the email. */
export function toPublicFood(food: StoredFood, now: Date): PublicFood {
  const { donator, requestsWaiting: _waiting, ...rest } = toFood(food, now)
  return { ...rest, donator: { name: donator.name, img: donator.img } }
}

export function mapPage<From, To>(page: Page<From>, map: (item: From) => To): Page<To> {
  return { ...page, items: page.items.map(map) }
}

export async function getAllFoods(page: PageRequest, tags: readonly DietTag[], now: Date): Promise<Page<PublicFood>> {
  return mapPage(await listFoods(page, tags), (food) => toPublicFood(food, now))
}

/** One Firestore query answers the search exactly: its token (shared/search.ts), in the page's order. */
export async function searchFoods(
  text: string,
  page: PageRequest,
  tags: readonly DietTag[],
  now: Date,
): Promise<Page<PublicFood>> {
  const token = searchToken(text)
  if (token === undefined) return getAllFoods(page, tags, now)
  return mapPage(await listFoodsWithToken(token, page, tags), (food) => toPublicFood(food, now))
}

/** Who learns the exact pickup point: the donor, and a requester once the donor accepted them. */
export const STATUSES_SEEING_EXACT_POINT: readonly RequestStatus[] = ['Accepted', 'Collected']

export async function getFood(user: SessionUser, id: string, now: Date): Promise<Food> {
  const food = await findFood(id)
  if (!food) throw new HttpError(404, apiErrors.foodNotFound)
  const exactPoint =
    pickupPointOf(food) !== undefined &&
    (food.donatorUid === user.uid ||
      (await statusesOfRequestsBy(user.uid, food.id)).some((status) => STATUSES_SEEING_EXACT_POINT.includes(status)))
  return toFood(food, now, exactPoint)
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Lists are the caller's own: the email in the query must be the signed-in user's. */
export function assertOwnEmail(user: SessionUser, email: string): void {
  if (!sameEmail(user.email, email)) throw new HttpError(403, apiErrors.notYourEmail)
}

export async function getPostedFoods(
  user: SessionUser,
  email: string,
  page: PageRequest,
  now: Date,
): Promise<Page<Food>> {
  assertOwnEmail(user, email)
  return mapPage(await listFoodsOfDonator(user.uid, page), (food) => toFood(food, now, true))
}

/** The windows to store, checked against the food's expiry and `now` (domain/pickup-window.ts); absent keeps them. */
function checkedWindows(
  input: FoodInput | FoodUpdateInput,
  now: Date,
  kept: StoredFood['pickupWindows'] = [],
): { pickupWindows?: StoredFood['pickupWindows'] } {
  if (input.pickupWindows === undefined) return {}
  const problem = pickupWindowsProblem(input.pickupWindows, input.expireDateTime, now, kept)
  if (problem) throw new AppError('invalid', apiErrors.badRequest, { fields: { pickupWindows: problem } })
  return { pickupWindows: sortWindows(input.pickupWindows) }
}

function fieldsOf(input: FoodInput | FoodUpdateInput) {
  return {
    foodName: input.foodName,
    foodImg: input.foodImg,
    quantity: input.quantity,
    location: input.location,
    expireDateTime: input.expireDateTime,
    foodStatus: input.foodStatus,
    tags: input.tags,
    searchTokens: searchTokens(input.foodName, input.location),
    ...pickupPointFields(input.coordinates),
  }
}

export async function addFood(user: SessionUser, input: FoodInput, now: Date): Promise<InsertResult> {
  const windows = checkedWindows(input, now)
  await enforceRateLimit(user, 'addFood', now)
  const donator = await profileOf(user)
  const insertedId = await insertFood(user.uid, donator, { ...fieldsOf(input), ...windows }, now)
  await recordDonor(user.uid, now)
  return { insertedId }
}

export function ownFood(user: SessionUser, food: StoredFood | undefined): StoredFood {
  if (!food) throw new HttpError(404, apiErrors.foodNotFound)
  if (food.donatorUid !== user.uid) throw new HttpError(403, apiErrors.notYourFood)
  return food
}

/**
 * A document deleted between our read and our write fails the write with NOT_FOUND (the Node
 * Firestore, which does not retry on contention, says so directly): that is a 404, not a 500.
 */
export async function orNotFound<T>(change: Promise<T>, message: string): Promise<T> {
  try {
    return await change
  } catch (error) {
    if (grpcCode(error) === GRPC_NOT_FOUND) throw new HttpError(404, message)
    throw error
  }
}

/** An edit may not take back portions already promised: quantity stays at or above those reserved. */
export function updateFood(user: SessionUser, id: string, input: FoodUpdateInput, now: Date): Promise<UpdateResult> {
  return orNotFound(
    inFoodChange(id, now, (found) => {
      const food = ownFood(user, found)
      if (input.quantity < food.portionsReserved) {
        throw new HttpError(400, apiErrors.badRequest, { quantity: apiErrors.quantityBelowReserved })
      }
      const windows = checkedWindows(input, now, food.pickupWindows)
      return { kind: 'edit', food: { ...fieldsOf(input), ...windows }, result: { matchedCount: 1, modifiedCount: 1 } }
    }),
    apiErrors.foodNotFound,
  )
}

/**
 * Deleting a food withdraws its open requests, and tells each requester; closed ones (Declined,
 * Collected, No-show) stay in their requesters' lists as a record. Once the food is gone no ask
 * can succeed (an ask updates the food), so one sweep after the commit catches any ask that
 * committed between the change's read of the requests and its commit.
 */
export async function deleteFood(user: SessionUser, id: string, now: Date): Promise<DeleteResult> {
  let foodName = ''
  let ended: string[] = []
  const result = await orNotFound(
    inFoodChange(id, now, async (found, tx) => {
      const food = ownFood(user, found)
      const open = await readOpenRequests(tx, food.id)
      // Each open request's conversation ends with it (docs/decisions/pickup.md).
      const talks = new Map<string, StoredConversation>()
      for (const request of open) {
        const conversation = await readConversation(tx, request.id)
        if (conversation) talks.set(request.id, conversation)
      }
      ended = open.map((request) => request.id)
      foodName = food.foodName
      return {
        kind: 'delete',
        food: 'delete',
        result: { deletedCount: 1 },
        writes: (write) =>
          removeRequests(write, open, (tx, request) => {
            const conversation = talks.get(request.id)
            if (conversation) endConversation(tx, conversation)
            tellFoodDeleted(tx, request, food, now, conversation !== undefined)
          }),
      }
    }),
    apiErrors.foodNotFound,
  )
  await removeOpenRequestsOf(id, (write, request) => tellFoodDeleted(write, request, { id, foodName }, now, false))
  for (const requestId of ended) await removeMessagesOf(requestId)
  return result
}

function tellFoodDeleted(
  write: Transaction,
  request: StoredRequest,
  food: Pick<StoredFood, 'id' | 'foodName'>,
  now: Date,
  conversationEnded: boolean,
): void {
  notify(
    write,
    {
      uid: request.requesterUid,
      kind: 'food-deleted',
      foodId: food.id,
      foodName: food.foodName,
      requestId: request.id,
      conversationEnded,
    },
    now,
  )
}
