/** Reads what the API stored, with firebase-admin, behind the API's back. */
import { foods } from '../store/foods'
import { requests } from '../store/requests'

export type Stored = Record<string, unknown> | undefined

export async function storedFood(id: string): Promise<Stored> {
  return (await foods.doc(id).get()).data()
}

export async function storedRequest(id: string): Promise<Stored> {
  return (await requests.doc(id).get()).data()
}

/** Every request document naming the food, whatever its id. */
export async function requestsOfFood(foodId: string): Promise<Record<string, unknown>[]> {
  const snapshot = await requests.where('foodId', '==', foodId).get()
  return snapshot.docs.map((doc) => doc.data())
}

/** Both documents of a food, for "nothing changed" comparisons. */
export async function snapshotOf(foodId: string): Promise<{ food: Stored; request: Stored }> {
  const [food, request] = await Promise.all([storedFood(foodId), storedRequest(foodId)])
  return { food, request }
}

/** The foods stored under a donor's uid: a refused add must leave this as it was. */
export async function storedFoodsOf(uid: string): Promise<Record<string, unknown>[]> {
  const snapshot = await foods.where('donatorUid', '==', uid).get()
  return snapshot.docs.map((doc) => doc.data())
}
