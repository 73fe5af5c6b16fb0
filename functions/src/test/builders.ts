/**
 * Valid inputs with unique names, so a test or a journey can find its own food among everyone
 * else's. The integration tests and the browser journeys both build foods here.
 */
import { randomInt } from 'node:crypto'
import { expect } from 'vitest'
import { daysFromNow } from './dates'
import type { Credentials } from './http'
import { post } from './http'
import type { FoodInput } from '../shared/food'
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

/** Hosting's demo picture: any http(s) URL would do for the API, but a journey's browser loads it. */
const TEST_FOOD_IMG = 'http://localhost:5000/demo/lentil-curry.svg'

/** A food the add form could send, typed as the API parses it. */
export function buildFoodInput(overrides: Partial<FoodInput> = {}): FoodInput {
  return {
    foodName: `Test Stew ${uniqueWord()}`,
    foodImg: TEST_FOOD_IMG,
    quantity: 4,
    location: 'Test Street 12',
    expireDateTime: daysFromNow(3),
    foodStatus: 'Available',
    tags: [],
    ...overrides,
  }
}

/** The same food as loose fields, so a test can also send what no form would (a quantity of 'abc', extra fields). */
export function buildFood(overrides: Partial<FoodFields> = {}): FoodFields {
  return { ...buildFoodInput(), ...overrides }
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
