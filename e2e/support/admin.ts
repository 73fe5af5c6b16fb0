import { auth } from '../../functions/src/firebase'
import type { FoodInput } from '../../functions/src/shared/food'
import { searchTokens } from '../../functions/src/shared/search'
import { findFood, insertFood, type StoredFood } from '../../functions/src/store/foods'
import { type TestUser } from '../../functions/src/test/users'

/**
 * Server-side tools for journeys, through firebase-admin against the same emulators (the e2e
 * project's environment points it there).
 */

/** Ends every session of the user: the server refuses their cookies from now on. */
export async function revokeSessions(uid: string): Promise<void> {
  // Revocation compares whole seconds: a sign-in in the same second as the revocation would
  // still count as valid, so revoke in a later second than the last sign-in.
  const lastSignIn = Date.parse((await auth.getUser(uid)).metadata.lastSignInTime ?? '') || Date.now()
  const laterSecond = (Math.floor(lastSignIn / 1000) + 1) * 1000
  if (Date.now() < laterSecond) await new Promise((resolve) => setTimeout(resolve, laterSecond - Date.now()))
  await auth.revokeRefreshTokens(uid)
}

/** The food document as stored, or undefined when it is gone. */
export async function readFood(id: string): Promise<StoredFood | undefined> {
  return findFood(id)
}

/**
 * Stores `foods` as posted by `donor`, straight through the store: the API lets a person add 20
 * foods an hour, and paging journeys need more than two pages. Each food is one millisecond
 * newer than the one before, so 'newest first' lists them in reverse order.
 */
export async function seedFoods(donor: TestUser, foods: readonly FoodInput[]): Promise<string[]> {
  const donator = { name: donor.displayName, email: donor.email, img: donor.photoURL }
  const start = Date.now()
  const ids: string[] = []
  for (const [index, food] of foods.entries()) {
    const fields = { ...food, searchTokens: searchTokens(food.foodName, food.location) }
    ids.push(await insertFood(donor.uid, donator, fields, new Date(start + index)))
  }
  return ids
}
