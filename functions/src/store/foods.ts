import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import { FOOD_STATUSES, type Donator, type FoodStatus } from '../shared/food'
import type { Page, PageRequest } from '../shared/paging'
import { counted, firestoreCall } from './firestore-call'
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
  donator: z.object({ name: z.string(), email: z.string(), img: z.string() }),
  donatorUid: z.string(),
  donatorEmail: z.string(),
  searchTokens: z.array(z.string()),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
})
export type StoredFood = z.infer<typeof storedFood> & { id: string }

export interface FoodFields {
  foodName: string
  foodImg: string
  quantity: number
  location: string
  expireDateTime: string
  foodStatus: FoodStatus
  searchTokens: string[]
}

export function foodFromSnapshot(snapshot: DocumentSnapshot): StoredFood | undefined {
  return snapshot.exists ? toStoredFood(snapshot) : undefined
}

function toStoredFood(doc: DocumentSnapshot): StoredFood {
  return { ...storedFood.parse(doc.data()), id: doc.id }
}

/** Every food, a page at a time. */
export function listFoods(page: PageRequest): Promise<Page<StoredFood>> {
  return pageOf(foods, page, toStoredFood)
}

/** The foods whose stored search tokens hold `token` (shared/search.ts), a page at a time. */
export function listFoodsWithToken(token: string, page: PageRequest): Promise<Page<StoredFood>> {
  return pageOf(foods.where('searchTokens', 'array-contains', token), page, toStoredFood)
}

export function listFoodsOfDonator(uid: string, page: PageRequest): Promise<Page<StoredFood>> {
  return pageOf(foods.where('donatorUid', '==', uid), page, toStoredFood)
}

export async function findFood(id: string): Promise<StoredFood | undefined> {
  if (cannotExist(id)) return undefined
  return foodFromSnapshot(await firestoreCall(() => foods.doc(id).get()))
}

export async function insertFood(donatorUid: string, donator: Donator, fields: FoodFields, now: Date): Promise<string> {
  const ref = foods.doc()
  const at = Timestamp.fromDate(now)
  const sortKeys = foodSortKeys(ref.id, at.toMillis(), fields.quantity, fields.expireDateTime)
  await firestoreCall(() =>
    ref.create({
      ...fields,
      ...sortKeys,
      donator,
      donatorUid,
      donatorEmail: donator.email,
      createdAt: at,
      updatedAt: at,
    }),
  )
  return ref.id
}

/** Runs `change` on the food inside a transaction; `change` decides, then writes through `tx`. */
export function inFoodTransaction<T>(
  id: string,
  change: (food: StoredFood | undefined, tx: Transaction) => T,
): Promise<T> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) =>
      change(cannotExist(id) ? undefined : foodFromSnapshot(counted(await tx.get(foods.doc(id)))), tx),
    ),
  )
}

/** A change of quantity or expiry moves the food in those orders: its keys follow. */
export function writeFoodFields(tx: Transaction, food: StoredFood, fields: Partial<FoodFields>, now: Date): void {
  const reorders = fields.quantity !== undefined || fields.expireDateTime !== undefined
  const sortKeys = reorders
    ? foodSortKeys(
        food.id,
        food.createdAt.toMillis(),
        fields.quantity ?? food.quantity,
        fields.expireDateTime ?? food.expireDateTime,
      )
    : {}
  tx.update(foods.doc(food.id), { ...fields, ...sortKeys, updatedAt: Timestamp.fromDate(now) })
}

export function removeFood(tx: Transaction, id: string): void {
  tx.delete(foods.doc(id), { exists: true })
}
