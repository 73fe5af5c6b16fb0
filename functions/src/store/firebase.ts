import { AsyncLocalStorage } from 'node:async_hooks'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { DocumentSnapshot, getFirestore, QuerySnapshot } from 'firebase-admin/firestore'
import { AppError } from '../domain/app-error'
import { apiErrors } from '../shared/copy'
import { logQueriesTo } from './query-log'

/**
 * The store's Firebase: the one admin app of the process, its Firestore and its Auth, and every
 * Firestore call's deadline, cost and errors (docs/decisions/store-errors.md). Only the store
 * reads Firestore's error codes; http/ reads `auth` to verify callers and meters each request here.
 */

/** One admin app per process; project and emulator hosts come from the environment. */
const app = getApps()[0] ?? initializeApp()

export const auth = getAuth(app)
export const db = getFirestore(app)

// The local stack records every query's shape for the index check (docs/decisions/firestore-indexes.md).
const queryLog = process.env.FOODSHARE_QUERY_LOG
if (queryLog && process.env.FIRESTORE_EMULATOR_HOST) logQueriesTo(db, queryLog)

/** Below the function's 30 s timeout, so a slow or absent Firestore still gets a clean answer. */
export const STORE_DEADLINE_MS = 8000

const UNAVAILABLE_CODES = new Set([4, 14]) // gRPC DEADLINE_EXCEEDED, UNAVAILABLE
/** What a write with an `exists` condition (update, delete) fails with when the document is gone. */
export const GRPC_NOT_FOUND = 5
/** What `create()` fails with when the document is already there. */
export const GRPC_ALREADY_EXISTS = 6
/**
 * What a query without its composite index, or a transaction whose reads went stale, fails with:
 * our own fault, never the caller's (docs/decisions/store-errors.md).
 */
const GRPC_FAILED_PRECONDITION = 9

export function grpcCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'number' ? error.code : undefined
}

/**
 * What one API request cost in Firestore: documents read (Firestore's unit of price) and the
 * time with at least one call in flight (parallel calls count once).
 */
export interface StoreUsage {
  reads: number
  ms: number
  inFlight: number
  since: number
}

export function newStoreUsage(): StoreUsage {
  return { reads: 0, ms: 0, inFlight: 0, since: 0 }
}

const usageOfRequest = new AsyncLocalStorage<StoreUsage>()

/** Runs `handle` (one API request) with its own usage meter; every call below it adds to it. */
export function meterStoreUsage<T>(usage: StoreUsage, handle: () => T): T {
  return usageOfRequest.run(usage, handle)
}

/**
 * Counts the documents a read returned towards the request's usage: `firestoreCall` does it for
 * plain reads; reads inside a transaction go through here themselves. A missing document is
 * billed as one read too. Aggregations (`count()`) are not documents and are not counted.
 */
export function counted<Snapshot>(snapshot: Snapshot): Snapshot {
  const usage = usageOfRequest.getStore()
  if (!usage) return snapshot
  if (snapshot instanceof QuerySnapshot) usage.reads += snapshot.size
  else if (snapshot instanceof DocumentSnapshot) usage.reads += 1
  return snapshot
}

/**
 * Every Firestore call goes through here: past the deadline, or when Firestore says it is
 * unavailable, the caller gets 503. A write that timed out is never reported as done. A failed
 * precondition is an `internal` AppError, so no layer above reads gRPC codes.
 */
export async function firestoreCall<T>(operation: () => Promise<T>, deadlineMs = STORE_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError('unavailable', apiErrors.unavailable, { headers: { 'Retry-After': '5' } })),
      deadlineMs,
    )
  })
  const usage = usageOfRequest.getStore()
  if (usage && usage.inFlight++ === 0) usage.since = performance.now()
  try {
    return counted(await Promise.race([operation(), timeout]))
  } catch (error) {
    const code = grpcCode(error)
    if (code !== undefined && UNAVAILABLE_CODES.has(code)) {
      throw new AppError('unavailable', apiErrors.unavailable, { headers: { 'Retry-After': '5' } })
    }
    if (code === GRPC_FAILED_PRECONDITION) throw new AppError('internal', apiErrors.internal, { cause: error })
    throw error
  } finally {
    clearTimeout(timer)
    if (usage && --usage.inFlight === 0) usage.ms += performance.now() - usage.since
  }
}
