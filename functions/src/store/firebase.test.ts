/** How the store turns Firestore's gRPC failures into the domain's AppError, so no layer above reads gRPC codes. */
import { expect, test } from 'vitest'
import { AppError } from '../domain/app-error'
import { apiErrors } from '../shared/copy'
import { firestoreCall } from './firebase'

/** An error shaped as the admin SDK rejects with: a gRPC status code and its text. */
function grpcFailure(code: number, details: string): Error {
  return Object.assign(new Error(`${code} ${details}`), { code, details })
}

async function failureOf(code: number, details: string): Promise<unknown> {
  return firestoreCall(() => Promise.reject(grpcFailure(code, details))).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  )
}

test.each([
  [
    'a query without its composite index',
    'FAILED_PRECONDITION: The query requires an index. You can create it here: …',
  ],
  [
    'a transaction whose reads went stale',
    'FAILED_PRECONDITION: the stored version does not match the required base version',
  ],
])('FAILED_PRECONDITION (%s) becomes an internal AppError that keeps the cause for the log', async (_, details) => {
  const error = await failureOf(9, details)

  expect(error).toBeInstanceOf(AppError)
  expect(error).toMatchObject({ kind: 'internal', message: apiErrors.internal })
  expect((error as AppError).cause).toMatchObject({ code: 9, details })
})

test.each([
  [4, 'DEADLINE_EXCEEDED'],
  [14, 'UNAVAILABLE'],
])('gRPC %i (%s) becomes unavailable, with a Retry-After', async (code, details) => {
  const error = await failureOf(code, details)

  expect(error).toMatchObject({ kind: 'unavailable', message: apiErrors.unavailable, headers: { 'Retry-After': '5' } })
})

test('NOT_FOUND and ALREADY_EXISTS reach the store function that asked, which knows what they mean there', async () => {
  expect(await failureOf(5, 'NOT_FOUND')).not.toBeInstanceOf(AppError)
  expect(await failureOf(6, 'ALREADY_EXISTS')).not.toBeInstanceOf(AppError)
})

test('an answer passes through untouched', async () => {
  expect(await firestoreCall(() => Promise.resolve('answer'))).toBe('answer')
})
