import { apiErrors } from '../shared/copy'
import type { DietTag } from '../shared/diet-tags'
import { isPastExpiry } from '../shared/expiry'
import type { FoodStatus } from '../shared/food-status'
import { type Coordinates, publicPoint } from '../shared/geo'
import type { RequestStatus } from '../shared/request-status'
import type { Food, Person, PublicFood } from '../shared/responses'
import { AppError } from './app-error'

/** What the rules need of a food; the store's food has these fields and more. */
export interface FoodRecord {
  id: string
  foodName: string
  foodImg: string
  quantity: number
  location: string
  expireDateTime: string
  foodStatus: FoodStatus
  donator: Person
  donatorUid: string
  tags: DietTag[]
  /** The sharing loop's counters (docs/decisions/sharing-loop.md). */
  portionsReserved: number
  portionsCollected: number
  requestsWaiting: number
  /** The pickup point, absent or null when the donor set none. */
  lat?: number | null
  lng?: number | null
  /** When it may be picked up (docs/decisions/pickup.md), earliest first. */
  pickupWindows?: { start: string; end: string }[]
}

/** A food past its expiry date is Expired in every answer, whatever is stored. */
export function effectiveStatus(food: { foodStatus: FoodStatus; expireDateTime: string }, now: Date): FoodStatus {
  return isPastExpiry(food.expireDateTime, now) ? 'Expired' : food.foodStatus
}

/** Accepted requests hold their portions until collected or a no-show; the rest are left. */
export function portionsLeft(food: Pick<FoodRecord, 'quantity' | 'portionsReserved'>): number {
  return Math.max(0, food.quantity - food.portionsReserved)
}

/**
 * A food's status follows its portions (docs/decisions/sharing-loop.md): Requested once accepted
 * requests hold every portion, Available otherwise, Expired past its date or when its donor says
 * so. A client that only ever asks for whole foods sees the product's three statuses.
 */
export function foodStatusOf(
  food: Pick<FoodRecord, 'foodStatus' | 'expireDateTime' | 'quantity' | 'portionsReserved'>,
  now: Date,
): FoodStatus {
  if (food.foodStatus === 'Expired') return 'Expired'
  return effectiveStatus(
    { foodStatus: portionsLeft(food) > 0 ? 'Available' : 'Requested', expireDateTime: food.expireDateTime },
    now,
  )
}

/**
 * Why a food may be off the lists whatever its portions (docs/decisions/trust.md): held after
 * reports until a moderator decides, or its donor suspended. Absent on foods stored before.
 */
export interface FoodVisibility {
  held?: boolean
  donorSuspended?: boolean
}

/** What the public lists show: a food leaves them once every portion has been collected, or while it is hidden. */
export function isListed(food: Pick<FoodRecord, 'quantity' | 'portionsCollected'> & FoodVisibility): boolean {
  return food.portionsCollected < food.quantity && !food.held && !food.donorSuspended
}

/**
 * The states of a request that hold the food's portions, and so the states whose requester
 * learns the exact pickup point: the donor accepted them (docs/decisions/near-me.md).
 */
export const RESERVING_STATUSES: readonly RequestStatus[] = ['Accepted', 'Collected']

/** Who sees the exact pickup point: the donor, and a requester the donor accepted; anyone else sees it rounded. */
export function seesExactPoint(viewer: { isDonor: boolean; requestStatuses: readonly RequestStatus[] }): boolean {
  return viewer.isDonor || viewer.requestStatuses.some((status) => RESERVING_STATUSES.includes(status))
}

/** The point a food (or a request's copy of it) carries, if any. */
export function pickupPointOf(stored: { lat?: number | null; lng?: number | null }): Coordinates | undefined {
  const { lat, lng } = stored
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined
}

/** The point a viewer is shown: exact, or rounded so that an answer never tells more by default. */
export function shownPoint(point: Coordinates | undefined, exact: boolean): { coordinates?: Coordinates } {
  return point ? { coordinates: exact ? point : publicPoint(point) } : {}
}

/** A food as its donor, or a requester, sees it; `exactPoint` per `seesExactPoint`. */
export function toFood(food: FoodRecord, now: Date, exactPoint = false): Food {
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
    ...shownPoint(pickupPointOf(food), exactPoint),
    pickupWindows: food.pickupWindows ?? [],
  }
}

/** What anyone may see of a food: the donor's name and photo, never the email. */
export function toPublicFood(food: FoodRecord, now: Date): PublicFood {
  const { donator, requestsWaiting: _waiting, ...rest } = toFood(food, now)
  return { ...rest, donator: { name: donator.name, img: donator.img, profileId: donator.profileId } }
}

/** Only a food's donor may change it, or read who asked for it. */
export function ownFood<Stored extends Pick<FoodRecord, 'donatorUid'>>(uid: string, food: Stored | undefined): Stored {
  if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
  if (food.donatorUid !== uid) throw new AppError('forbidden', apiErrors.notYourFood)
  return food
}

/** An edit may not take back portions already promised: quantity stays at or above those reserved. */
export function assertQuantityKeepsPromises(food: Pick<FoodRecord, 'portionsReserved'>, quantity: number): void {
  if (quantity < food.portionsReserved) {
    throw new AppError('invalid', apiErrors.badRequest, { fields: { quantity: apiErrors.quantityBelowReserved } })
  }
}
