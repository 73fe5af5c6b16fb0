import { type DocumentSnapshot, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import { FOOD_STATUSES, type Donator, type FoodStatus } from '../shared/food'
import { MAX_LIST_SIZE } from '../shared/constants'
import { firestoreCall } from './firestore-call'
import { cannotExist } from './document-ids'

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
  if (!snapshot.exists) return undefined
  return { ...storedFood.parse(snapshot.data()), id: snapshot.id }
}

async function listWhere(query: FirebaseFirestore.Query): Promise<StoredFood[]> {
  const snapshot = await firestoreCall(() => query.orderBy('createdAt', 'desc').limit(MAX_LIST_SIZE).get())
  return snapshot.docs.map((doc) => ({ ...storedFood.parse(doc.data()), id: doc.id }))
}

export function listFoods(): Promise<StoredFood[]> {
  return listWhere(foods)
}

export function listFoodsWithToken(token: string): Promise<StoredFood[]> {
  return listWhere(foods.where('searchTokens', 'array-contains', token))
}

export function listFoodsOfDonator(uid: string): Promise<StoredFood[]> {
  return listWhere(foods.where('donatorUid', '==', uid))
}

export async function findFood(id: string): Promise<StoredFood | undefined> {
  if (cannotExist(id)) return undefined
  return foodFromSnapshot(await firestoreCall(() => foods.doc(id).get()))
}

export async function insertFood(donatorUid: string, donator: Donator, fields: FoodFields, now: Date): Promise<string> {
  const ref = foods.doc()
  const at = Timestamp.fromDate(now)
  await firestoreCall(() =>
    ref.create({ ...fields, donator, donatorUid, donatorEmail: donator.email, createdAt: at, updatedAt: at }),
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
      change(cannotExist(id) ? undefined : foodFromSnapshot(await tx.get(foods.doc(id))), tx),
    ),
  )
}

export function writeFoodFields(tx: Transaction, id: string, fields: Partial<FoodFields>, now: Date): void {
  tx.update(foods.doc(id), { ...fields, updatedAt: Timestamp.fromDate(now) })
}

export function removeFood(tx: Transaction, id: string): void {
  tx.delete(foods.doc(id), { exists: true })
}
