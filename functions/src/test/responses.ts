/**
 * The API's answers as spec §3 and §7 name them, strict: a field the spec does not name (say
 * `donatorUid` or `searchTokens`) makes the parse fail, so no test passes on a leaky answer.
 */
import { expect } from 'vitest'
import { z } from 'zod'
import { FOOD_STATUSES } from '../shared/food'
import type { ApiResponse } from './http'

export const foodBody = z.strictObject({
  _id: z.string(),
  foodName: z.string(),
  foodImg: z.string(),
  quantity: z.number(),
  location: z.string(),
  expireDateTime: z.string(),
  donator: z.strictObject({ name: z.string(), email: z.string(), img: z.string() }),
  foodStatus: z.enum(FOOD_STATUSES),
})
export const foodList = z.array(foodBody)

export const requestBody = z.strictObject({
  _id: z.string(),
  foodId: z.string(),
  foodName: z.string(),
  foodImg: z.string(),
  requestedTime: z.string(),
  userEamil: z.string(),
  expireDateTime: z.string(),
  foodStatus: z.enum(FOOD_STATUSES),
  location: z.string(),
  donator: z.strictObject({ name: z.string(), email: z.string() }),
})
export const requestList = z.array(requestBody)

export const insertResult = z.strictObject({ insertedId: z.string().regex(/^[A-Za-z0-9]+$/) })
export const updateResult = z.strictObject({ matchedCount: z.number(), modifiedCount: z.number() })
export const deleteResult = z.strictObject({ deletedCount: z.number() })
export const successResult = z.strictObject({ success: z.literal(true) })

/** Every error: JSON `{ error, fields? }`, plus `requestId` on a 500 only. No stack, ever. */
export const errorBody = z.strictObject({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
})

/** Asserts the status and parses the body with `schema`, failing with the body on a mismatch. */
export function expectBody<Schema extends z.ZodType>(
  response: ApiResponse,
  status: number,
  schema: Schema,
): z.infer<Schema> {
  expect({ status: response.status, text: response.text.slice(0, 500) }).toMatchObject({ status })
  const parsed = schema.safeParse(response.body)
  if (!parsed.success)
    throw new Error(`Unexpected body (${response.status}): ${response.text.slice(0, 500)}\n${parsed.error.message}`)
  return parsed.data
}

/** How many responses came back with each status, e.g. `{ 200: 1, 404: 19 }`. */
export function tally(responses: ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

const STACK_TRACE = /\bat \S+ \(|node_modules|\/src\/|\/lib\/|\.[jt]s:\d+/

/** An error answer: the status, the JSON shape, and no trace of our internals. */
export function expectError(response: ApiResponse, status: number): z.infer<typeof errorBody> {
  const body = expectBody(response, status, errorBody)
  expect(response.text).not.toMatch(STACK_TRACE)
  return body
}

/**
 * Malformed JSON never reaches our app: the Functions framework refuses it first with a short
 * HTML 'Bad Request' (NODE_ENV=production, so no stack). Status 400 and no trace is the contract.
 */
export function expectBadRequestBeforeTheApp(response: ApiResponse): void {
  expect(response.status).toBe(400)
  expect(response.text).not.toMatch(STACK_TRACE)
  expect(response.text.length).toBeLessThan(500)
}
