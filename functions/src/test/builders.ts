/**
 * Valid inputs with unique names, so a test can find its own food among everyone else's.
 * Overrides replace fields; anything else the test wants to send goes in as extra fields.
 */
import { randomInt } from 'node:crypto'
import { expect } from 'vitest'
import { daysFromNow } from './dates'
import type { Credentials } from './http'
import { post } from './http'
import { insertResult } from '../shared/responses'
import { expectBody } from './responses'

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** A word no other food has (letters only, so search tokens find it whole). */
export function uniqueWord(length = 10): string {
  return Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join('')
}

export interface FoodFields {
  foodName: string
  foodImg: string
  quantity: number | string
  location: string
  expireDateTime: string
  foodStatus: string
  [extra: string]: unknown
}

export function buildFood(overrides: Partial<FoodFields> = {}): FoodFields {
  return {
    foodName: `Test Stew ${uniqueWord()}`,
    foodImg: 'https://images.example.com/food/stew.jpg',
    quantity: 4,
    location: 'Test Street 12',
    expireDateTime: daysFromNow(3),
    foodStatus: 'Available',
    ...overrides,
  }
}

/** What the details page's request form sends (docs/product.md, Requests): the whole food again, plus the time. */
export function buildRequest(foodId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    foodId,
    foodName: 'As shown on the page',
    foodImg: 'https://images.example.com/food/stew.jpg',
    requestedTime: '10:30:15 AM',
    userEamil: 'someone@example.com',
    expireDateTime: daysFromNow(3),
    foodStatus: 'Requested',
    location: 'Test Street 12',
    donator: { name: 'Somebody', email: 'somebody@example.com' },
    ...overrides,
  }
}

/** Adds a food through the API as `as` (over Hosting unless `origin` is given), and answers its id. */
export async function postFood(as: Credentials, food: FoodFields = buildFood(), origin?: string): Promise<string> {
  const response = await post('/addfoods', { as, body: food, origin })
  const { insertedId } = expectBody(response, 201, insertResult)
  expect(insertedId).not.toBe('')
  return insertedId
}

/** Asks for a food through the API as `as` (over Hosting unless `origin` is given), and answers the request's id. */
export async function postRequest(
  as: Credentials,
  foodId: string,
  overrides: Record<string, unknown> = {},
  origin?: string,
): Promise<string> {
  const response = await post('/request', { as, body: buildRequest(foodId, overrides), origin })
  const { insertedId } = expectBody(response, 201, insertResult)
  expect(insertedId).not.toBe(foodId)
  return insertedId
}
