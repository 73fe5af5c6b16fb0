/** Reads (and, at scale, writes) what the API stores, with firebase-admin, behind the API's back. */
import { Timestamp } from 'firebase-admin/firestore'
import { db } from '../firebase'
import { searchTokens } from '../shared/search'
import { foodChanges } from '../store/food-changes'
import { foods, newFoodDocument } from '../store/foods'
import { notifications } from '../store/notifications'
import { requests } from '../store/requests'

export type Stored = Record<string, unknown> | undefined

export async function storedFood(id: string): Promise<Stored> {
  return (await foods.doc(id).get()).data()
}

export async function storedRequest(id: string): Promise<Stored> {
  return (await requests.doc(id).get()).data()
}

/** Moves a request's last change back in time, as if its status had moved `msAgo` ago. */
export async function backdateRequest(id: string, msAgo: number): Promise<void> {
  await requests.doc(id).update({ updatedAt: Timestamp.fromMillis(Date.now() - msAgo) })
}

/** Every request document naming the food, whatever its id. */
export async function requestsOfFood(foodId: string): Promise<Record<string, unknown>[]> {
  const snapshot = await requests.where('foodId', '==', foodId).get()
  return snapshot.docs.map((doc) => doc.data())
}

/** The same, keyed by request id: a food holds any number of requests, each under an auto-id. */
export async function requestsByIdOf(foodId: string): Promise<Record<string, Record<string, unknown>>> {
  const snapshot = await requests.where('foodId', '==', foodId).get()
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]))
}

export interface FoodSnapshot {
  food: Stored
  requests: Record<string, Record<string, unknown>>
  /** Entries of the food's change log: a refused change numbers none. */
  changes: number
  /** Events about the food, to anyone: a refused change tells nobody. */
  notifications: number
}

/** A food, its requests, its change log and its events, for "nothing changed" comparisons. */
export async function snapshotOf(foodId: string): Promise<FoodSnapshot> {
  const [food, requestsById, changes, events] = await Promise.all([
    storedFood(foodId),
    requestsByIdOf(foodId),
    foodChanges.where('foodId', '==', foodId).count().get(),
    notifications.where('foodId', '==', foodId).count().get(),
  ])
  return {
    food,
    requests: requestsById,
    changes: changes.data().count,
    notifications: events.data().count,
  }
}

/** The foods stored under a donor's uid: a refused add must leave this as it was. */
export async function storedFoodsOf(uid: string): Promise<Record<string, unknown>[]> {
  const snapshot = await foods.where('donatorUid', '==', uid).get()
  return snapshot.docs.map((doc) => doc.data())
}

/** A food written straight into Firestore, as the API would store it: for tests at scale. */
export interface SeededFood {
  id: string
  foodName: string
  quantity: number
  location: string
  expireDateTime: string
  createdAtMillis: number
}

const BATCH_SIZE = 500

/**
 * Writes the foods in batches, with everything the API stores (tokens, sort keys, donor), far
 * faster than posting them (and past the add rate limit). Answers them with their ids.
 */
export async function seedFoods(
  donor: { uid: string; name: string; email: string; img: string },
  entries: Omit<SeededFood, 'id'>[],
): Promise<SeededFood[]> {
  const seeded = entries.map((entry) => ({ ...entry, id: foods.doc().id }))
  for (let start = 0; start < seeded.length; start += BATCH_SIZE) {
    const batch = db.batch()
    for (const food of seeded.slice(start, start + BATCH_SIZE)) {
      const fields = {
        tags: [],
        foodName: food.foodName,
        foodImg: 'https://images.example.com/food/stew.jpg',
        quantity: food.quantity,
        location: food.location,
        expireDateTime: food.expireDateTime,
        foodStatus: 'Available' as const,
        searchTokens: searchTokens(food.foodName, food.location),
      }
      const { uid, ...donator } = donor
      batch.create(
        foods.doc(food.id),
        newFoodDocument(food.id, uid, donator, fields, Timestamp.fromMillis(food.createdAtMillis)),
      )
    }
    await batch.commit()
  }
  return seeded
}

/** Deletes the foods by id, in batches (the Node stand-in has no BulkWriter). */
export async function removeFoods(ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = db.batch()
    for (const id of ids.slice(start, start + BATCH_SIZE)) batch.delete(foods.doc(id))
    await batch.commit()
  }
}
