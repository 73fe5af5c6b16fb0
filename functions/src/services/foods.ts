import type { SessionUser } from '../domain/account'
import { assertOwnEmail } from '../domain/account'
import { AppError } from '../domain/app-error'
import {
  assertQuantityKeepsPromises,
  ownFood,
  pickupPointOf,
  seesExactPoint,
  toFood,
  toPublicFood,
} from '../domain/food'
import { assertWithinLimit } from '../domain/limits'
import { assertMayPostFood } from '../domain/trust'
import { pickupWindowsProblem, sortWindows } from '../domain/pickup-window'
import { isOpen, noticesOfFoodDeleted } from '../domain/request'
import type { DietTag } from '../shared/diet-tags'
import { apiErrors } from '../shared/copy'
import type { FoodInput, FoodUpdateInput } from '../shared/food'
import type { PickupWindow } from '../shared/pickup'
import { mapPage, type Page, type PageRequest } from '../shared/paging'
import type { DeleteResult, Food, InsertResult, PublicFood, UpdateResult } from '../shared/responses'
import { searchToken, searchTokens } from '../shared/search'
import { removeMessagesOf } from '../store/conversations'
import { inFoodChange } from '../store/food-changes'
import {
  findFood,
  insertFood,
  listAllFoodsOfDonator,
  listFoods,
  listFoodsOfDonator,
  listFoodsWithToken,
} from '../store/foods'
import { pickupPointFields } from '../store/near'
import { profileOf, withDonorProfiles, withDonorProfilesOnPage } from '../store/profiles'
import { countAttemptAt } from '../store/rate-limits'
import { removeOpenRequestsOf, statusesOfRequestsBy } from '../store/requests'
import { recordDonor } from '../store/stats'

export async function getAllFoods(page: PageRequest, tags: readonly DietTag[], now: Date): Promise<Page<PublicFood>> {
  return mapPage(await withDonorProfilesOnPage(await listFoods(page, tags)), (food) => toPublicFood(food, now))
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
  const found = await withDonorProfilesOnPage(await listFoodsWithToken(token, page, tags))
  return mapPage(found, (food) => toPublicFood(food, now))
}

export async function getFood(user: SessionUser, id: string, now: Date): Promise<Food> {
  const [food] = await withDonorProfiles([await findFood(id)].filter((found) => found !== undefined))
  if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
  const isDonor = food.donatorUid === user.uid
  // Only a point worth hiding, seen by someone other than its donor, costs the read of their requests.
  const exactPoint =
    pickupPointOf(food) !== undefined &&
    (isDonor || seesExactPoint({ isDonor, requestStatuses: await statusesOfRequestsBy(user.uid, food.id) }))
  return toFood(food, now, exactPoint)
}

export async function getPostedFoods(
  user: SessionUser,
  email: string,
  page: PageRequest,
  now: Date,
): Promise<Page<Food>> {
  assertOwnEmail(user, email)
  return mapPage(await withDonorProfilesOnPage(await listFoodsOfDonator(user.uid, page)), (food) =>
    toFood(food, now, true),
  )
}

/** The windows to store, checked against the food's expiry and `now` (domain/pickup-window.ts); absent keeps them. */
function checkedWindows(
  input: FoodInput | FoodUpdateInput,
  now: Date,
  kept: readonly PickupWindow[] = [],
): { pickupWindows?: PickupWindow[] } {
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
  assertWithinLimit('addFood', await countAttemptAt(user.uid, 'addFood', now), now)
  const { person, createdAt } = await profileOf(user)
  const insertedId = await insertFood(user.uid, person, { ...fieldsOf(input), ...windows }, now, (foodsPosted) =>
    assertMayPostFood({ createdAt, foodsPosted }, now),
  )
  await recordDonor(user.uid, now)
  return { insertedId }
}

export function updateFood(user: SessionUser, id: string, input: FoodUpdateInput, now: Date): Promise<UpdateResult> {
  return inFoodChange(id, now, (found) => {
    const food = ownFood(user.uid, found)
    assertQuantityKeepsPromises(food, input.quantity)
    const windows = checkedWindows(input, now, food.pickupWindows)
    return { kind: 'edit', food: { ...fieldsOf(input), ...windows }, result: { matchedCount: 1, modifiedCount: 1 } }
  })
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
  const result = await inFoodChange(id, now, async (found, read) => {
    const food = ownFood(user.uid, found)
    const all = await read.allRequests()
    const open = all.filter(isOpen)
    foodName = food.foodName
    ended = all.map((request) => request.id)
    return {
      kind: 'delete',
      food: 'delete',
      result: { deletedCount: 1 },
      requests: open.map((request) => ({ request, remove: true as const })),
      notices: noticesOfFoodDeleted(open),
      // Every request's conversation ends with the food, closed ones' too (docs/decisions/pickup.md).
      endConversations: ended,
    }
  })
  await removeOpenRequestsOf({ id, foodName }, now, noticesOfFoodDeleted)
  await removeMessagesOf(ended)
  return result
}

/** Every food of the person, deleted as its donor would (a deleted account, docs/decisions/trust.md). */
export async function deleteFoodsOf(user: SessionUser, now: Date): Promise<number> {
  const own = await listAllFoodsOfDonator(user.uid)
  for (const food of own) await deleteFood(user, food.id, now)
  return own.length
}
