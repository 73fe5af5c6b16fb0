import { HttpError } from '../http/http-error'
import { apiErrors } from '../shared/food'

/** Below the function's 30 s timeout, so a slow or absent Firestore still gets a clean answer. */
export const STORE_DEADLINE_MS = 8000

const UNAVAILABLE_CODES = new Set([4, 14]) // gRPC DEADLINE_EXCEEDED, UNAVAILABLE
/** What a write with an `exists` condition (update, delete) fails with when the document is gone. */
export const GRPC_NOT_FOUND = 5
/** What `create()` fails with when the document is already there. */
export const GRPC_ALREADY_EXISTS = 6

export function grpcCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'number' ? error.code : undefined
}

/**
 * Every Firestore call goes through here: past the deadline, or when Firestore says it is
 * unavailable, the caller gets 503. A write that timed out is never reported as done.
 */
export async function withDeadline<T>(operation: () => Promise<T>, deadlineMs = STORE_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(503, apiErrors.unavailable, undefined, { 'Retry-After': '5' })), deadlineMs)
  })
  try {
    return await Promise.race([operation(), timeout])
  } catch (error) {
    const code = grpcCode(error)
    if (code !== undefined && UNAVAILABLE_CODES.has(code)) {
      throw new HttpError(503, apiErrors.unavailable, undefined, { 'Retry-After': '5' })
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}
