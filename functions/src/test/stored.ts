/** Reads (and, at scale, writes) what the API stores, with firebase-admin, behind the API's back. */
import { Timestamp } from 'firebase-admin/firestore'
import { db } from '../store/firebase'
import { searchTokens } from '../shared/search'
import { announcementOf } from '../store/announcements'
import { foodChanges } from '../store/food-changes'
import { type FoodFields, foods, newFoodDocument } from '../store/foods'
import { profileIdOf } from '../store/profiles'
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

/** Moves a closed request's closing back in time, as if it had closed `msAgo` ago; its `updatedAt` stays. */
export async function backdateClosing(id: string, msAgo: number): Promise<void> {
  await requests.doc(id).update({ closedAt: Timestamp.fromMillis(Date.now() - msAgo) })
}

/** A later write to a request that is not a move (as a pickup mark is): its `updatedAt` becomes now. */
export async function touchRequest(id: string): Promise<void> {
  await requests.doc(id).update({ updatedAt: Timestamp.now() })
}

/** The documents of a collection whose `fields` hold the uid: what a deleted account must not leave behind. */
export async function storedNaming(collection: string, fields: readonly string[], uid: string): Promise<Stored[]> {
  const found = await Promise.all(
    fields.map(async (field) => (await db.collection(collection).where(field, '==', uid).get()).docs),
  )
  return found.flat().map((doc) => doc.data())
}

/** The feedback stored on a request, with each document's id. */
export async function storedFeedbackOn(requestId: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const snapshot = await db.collection('feedback').where('requestId', '==', requestId).get()
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
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

/** A food to write straight into Firestore: what a donor posts, and when (`createdAtMillis`). */
export type SeedFood = Pick<FoodFields, 'foodName' | 'quantity' | 'location' | 'expireDateTime'> &
  Partial<Pick<FoodFields, 'foodImg' | 'tags' | 'foodStatus'>> & { createdAtMillis?: number }

/** A food as seeded: with its id and creation time. */
export type SeededFood = SeedFood & { id: string; createdAtMillis: number }

/** Who posted the seeded foods: their uid and what the lists show of them. */
export interface SeedDonor {
  uid: string
  name: string
  email: string
  img: string
}

const BATCH_SIZE = 500

/**
 * The one way tests put foods in place behind the API's back (the API lets a donor add 20 an hour):
 * batched writes of everything the API stores (tokens, sort keys, donor), 500 a commit. A food
 * without `createdAtMillis` is one millisecond newer than the one before it, so 'newest first'
 * lists them in reverse order. Answers the foods with their ids.
 */
export async function seedFoods(donor: SeedDonor, entries: readonly SeedFood[]): Promise<SeededFood[]> {
  const start = Date.now()
  const seeded = entries.map((entry, index) => ({
    ...entry,
    createdAtMillis: entry.createdAtMillis ?? start + index,
    id: foods.doc().id,
  }))
  const { uid, ...named } = donor
  const donator = { ...named, profileId: await profileIdOf(uid) }
  for (let first = 0; first < seeded.length; first += BATCH_SIZE) {
    const batch = db.batch()
    for (const food of seeded.slice(first, first + BATCH_SIZE)) {
      const fields = {
        tags: food.tags ?? [],
        foodName: food.foodName,
        foodImg: food.foodImg ?? 'https://images.example.com/food/stew.jpg',
        quantity: food.quantity,
        location: food.location,
        expireDateTime: food.expireDateTime,
        foodStatus: food.foodStatus ?? 'Available',
        searchTokens: searchTokens(food.foodName, food.location),
      }
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

/**
 * Matching a listed food against the alerts runs after its write's answer (store/announcements.ts):
 * waits until that is done, so what it told (or did not) can be read.
 */
export async function announced(foodId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (await announcementOf(foodId)) {
    if (Date.now() > deadline) throw new Error(`Food ${foodId} was not matched against the alerts in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
