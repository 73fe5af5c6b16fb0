import { type DocumentSnapshot, FieldValue, type Query, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { type FoodRecord, isListed } from '../domain/food'
import { counted, db, firestoreCall } from './firebase'
import { DIET_TAGS, type DietTag } from '../shared/diet-tags'
import { FOOD_STATUSES } from '../shared/food-status'
import type { Person } from '../shared/responses'
import type { Page, PageRequest } from '../shared/paging'
import { markAnnouncement } from './announcements'
import { countFoodPosted, readFoodsPosted } from './counters'
import { cannotExist } from './document-ids'
import { foodSortKeys, pageOf } from './pages'

export const foods = db.collection('foods')

/**
 * A food as stored. `donatorUid` and `donatorEmail` sit beside the `donator` map because queries
 * use top-level fields only (the Node Firestore emulator cannot filter on `donator.email`).
 */
const storedFood = z.object({
  foodName: z.string(),
  foodImg: z.string(),
  quantity: z.number(),
  location: z.string(),
  expireDateTime: z.string(),
  foodStatus: z.enum(FOOD_STATUSES),
  // `profileId` since public profiles (store/profiles.ts fills it for older foods).
  donator: z.object({ name: z.string(), email: z.string(), img: z.string(), profileId: z.string().optional() }),
  donatorUid: z.string(),
  donatorEmail: z.string(),
  searchTokens: z.array(z.string()),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
  // The sharing loop's counters (docs/decisions/sharing-loop.md); foods stored before it have none.
  portionsReserved: z.number().default(0),
  portionsCollected: z.number().default(0),
  requestsWaiting: z.number().default(0),
  changeSeq: z.number().default(0),
  listed: z.boolean().default(true),
  // The pickup point (store/near.ts); null or absent when the donor set none.
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  geohash: z.string().nullish(),
  tags: z.array(z.enum(DIET_TAGS)).default([]),
  // Pickup windows (docs/decisions/pickup.md), ISO 8601 in UTC, earliest first.
  pickupWindows: z.array(z.object({ start: z.string(), end: z.string() })).default([]),
  // Hidden while held after reports or while its donor is suspended (docs/decisions/trust.md).
  held: z.boolean().default(false),
  donorSuspended: z.boolean().default(false),
})
export type StoredFood = z.infer<typeof storedFood> & { id: string }

/** The portions a change moves; only the numbered change log (store/food-changes.ts) writes them. */
export type PortionCounters = Pick<StoredFood, 'portionsReserved' | 'portionsCollected'>

/** Why a food is hidden whatever its portions (domain/food.ts); only the moderation's changes write them. */
export type FoodVisibility = Pick<StoredFood, 'held' | 'donorSuspended'>

/** Whether the public lists show a food (domain/food.ts says when), as a field they query. */
export const LISTED = 'listed'

/**
 * The fields a donor's add or edit writes: the domain's food fields, and what the store keeps to
 * query them. On an edit, an absent pickup point or `pickupWindows` keeps what is stored, and a
 * null point removes it (store/near.ts).
 */
export type FoodFields = Pick<
  FoodRecord,
  | 'tags'
  | 'foodName'
  | 'foodImg'
  | 'quantity'
  | 'location'
  | 'expireDateTime'
  | 'foodStatus'
  | 'lat'
  | 'lng'
  | 'pickupWindows'
> & {
  searchTokens: string[]
  geohash?: string | null
}

export function foodFromSnapshot(snapshot: DocumentSnapshot): StoredFood | undefined {
  return snapshot.exists ? toStoredFood(snapshot) : undefined
}

function toStoredFood(doc: DocumentSnapshot): StoredFood {
  return { ...storedFood.parse(doc.data()), id: doc.id }
}

/**
 * Each tag is also a top-level boolean (`tagVegan`, `tagGlutenFree`…): Firestore allows one
 * `array-contains` per query, and it is search's, while equality filters on any number of fields
 * combine in one query (Firestore merges their indexes), so "vegan and halal" is one query. Top
 * level because the Node stand-in filters on no nested path.
 */
function tagField(tag: DietTag): string {
  return `tag${tag
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`
}

function tagFields(tags: readonly DietTag[]): Record<string, boolean> {
  return Object.fromEntries(DIET_TAGS.map((tag) => [tagField(tag), tags.includes(tag)]))
}

/** The foods still on offer, carrying every one of `tags`. */
function listedFoods(tags: readonly DietTag[]): Query {
  return tags.reduce<Query>((query, tag) => query.where(tagField(tag), '==', true), foods.where(LISTED, '==', true))
}

/** Every food still on offer with every one of `tags`, a page at a time. */
export function listFoods(page: PageRequest, tags: readonly DietTag[] = []): Promise<Page<StoredFood>> {
  return pageOf(listedFoods(tags), page, toStoredFood)
}

/** The listed foods whose stored search tokens hold `token` (shared/search.ts), with every one of `tags`. */
export function listFoodsWithToken(
  token: string,
  page: PageRequest,
  tags: readonly DietTag[] = [],
): Promise<Page<StoredFood>> {
  return pageOf(listedFoods(tags).where('searchTokens', 'array-contains', token), page, toStoredFood)
}

export function listFoodsOfDonator(uid: string, page: PageRequest): Promise<Page<StoredFood>> {
  return pageOf(foods.where('donatorUid', '==', uid), page, toStoredFood)
}

export async function findFood(id: string): Promise<StoredFood | undefined> {
  if (cannotExist(id)) return undefined
  return foodFromSnapshot(await firestoreCall(() => foods.doc(id).get()))
}

/** The foods of `ids` that still exist, by id, in one batched read (each document counted once). */
export async function findFoods(ids: readonly string[]): Promise<Map<string, StoredFood>> {
  const wanted = [...new Set(ids)].filter((id) => !cannotExist(id))
  if (wanted.length === 0) return new Map()
  const snapshots = await firestoreCall(() => db.getAll(...wanted.map((id) => foods.doc(id))))
  return new Map(
    snapshots.map(counted).flatMap((snapshot) => {
      const food = foodFromSnapshot(snapshot)
      return food ? [[food.id, food] as const] : []
    }),
  )
}

/** A new food's document, whole: what the API creates, and what tests at scale write in batches. */
export function newFoodDocument(id: string, donatorUid: string, donator: Person, fields: FoodFields, at: Timestamp) {
  return {
    ...fields,
    ...tagFields(fields.tags),
    ...foodSortKeys(id, at.toMillis(), fields.quantity, fields.expireDateTime),
    donator,
    donatorUid,
    donatorEmail: donator.email,
    createdAt: at,
    updatedAt: at,
    portionsReserved: 0,
    portionsCollected: 0,
    requestsWaiting: 0,
    changeSeq: 0,
    [LISTED]: true,
  }
}

/**
 * Stores a new food and counts it among the donor's posts, in one transaction: `assertMayPost`
 * sees how many they had posted before, so two posts at once cannot both pass a limit on it.
 */
export async function insertFood(
  donatorUid: string,
  donator: Person,
  fields: FoodFields,
  now: Date,
  assertMayPost: (foodsPosted: number) => void,
): Promise<string> {
  const ref = foods.doc()
  // Listed from the start: the alerts' outbox gets it in the same commit.
  await firestoreCall(() =>
    db.runTransaction(async (tx) => {
      assertMayPost(await readFoodsPosted(tx, donatorUid))
      tx.create(ref, newFoodDocument(ref.id, donatorUid, donator, fields, Timestamp.fromDate(now)))
      countFoodPosted(tx, donatorUid)
      markAnnouncement(tx, ref.id, 0, now)
    }),
  )
  return ref.id
}

/**
 * The food's part of a change (store/food-changes.ts writes it, with the next change number). A
 * change of quantity or expiry moves the food in those orders, so its keys follow; whether it is
 * listed follows quantity and collected portions. Answers whether it is listed after the change.
 */
export function writeFood(
  tx: Transaction,
  food: StoredFood,
  changes: Partial<FoodFields & PortionCounters & FoodVisibility> & { changeSeq: number },
  waiting: number,
  now: Date,
): boolean {
  const reorders = changes.quantity !== undefined || changes.expireDateTime !== undefined
  const sortKeys = reorders
    ? foodSortKeys(
        food.id,
        food.createdAt.toMillis(),
        changes.quantity ?? food.quantity,
        changes.expireDateTime ?? food.expireDateTime,
      )
    : {}
  const listed = isListed({
    quantity: changes.quantity ?? food.quantity,
    portionsCollected: changes.portionsCollected ?? food.portionsCollected,
    held: changes.held ?? food.held,
    donorSuspended: changes.donorSuspended ?? food.donorSuspended,
  })
  tx.update(foods.doc(food.id), {
    ...changes,
    ...(changes.tags ? tagFields(changes.tags) : {}),
    ...sortKeys,
    [LISTED]: listed,
    ...(waiting === 0 ? {} : waitingChange(waiting)),
    updatedAt: Timestamp.fromDate(now),
  })
  return listed
}

/**
 * Asks are not numbered changes (so many people may ask at once without waiting on each other):
 * the count of requests waiting moves by increments, which commute with every other write.
 */
export function waitingChange(by: number) {
  return { requestsWaiting: FieldValue.increment(by) }
}

export function removeFood(tx: Transaction, id: string): void {
  tx.delete(foods.doc(id), { exists: true })
}

/** Every food of a donor, by id (a suspension, a deletion and the export go through them all). */
export async function listAllFoodsOfDonator(uid: string): Promise<StoredFood[]> {
  const snapshot = await firestoreCall(() => foods.where('donatorUid', '==', uid).get())
  return snapshot.docs.map(toStoredFood)
}

/** Whether any food shows the photo at `url` (housekeeping keeps it then). */
export async function isImageInFoods(url: string): Promise<boolean> {
  const snapshot = await firestoreCall(() => foods.where('foodImg', '==', url).limit(1).get())
  return !snapshot.empty
}
