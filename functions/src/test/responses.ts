/**
 * Assertions on the API's answers. The schemas they check against are the ones the server's types
 * come from and the web parses with (`shared/responses.ts`), so a test cannot pass on an answer
 * the web would refuse.
 */
import { expect } from 'vitest'
import * as z from 'zod/mini'
import { errorBody } from '../shared/responses'
import type { ApiResponse } from './http'

/** Asserts the status and parses the body with `schema`, failing with the body on a mismatch. */
export function expectBody<Schema extends z.ZodMiniType>(
  response: ApiResponse,
  status: number,
  schema: Schema,
): z.infer<Schema> {
  expect({ status: response.status, text: response.text.slice(0, 500) }).toMatchObject({ status })
  const parsed = z.safeParse(schema, response.body)
  if (!parsed.success)
    throw new Error(
      `Unexpected body (${response.status}): ${response.text.slice(0, 500)}\n${z.prettifyError(parsed.error)}`,
    )
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
