import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { logQueriesTo } from './store/query-log'

/** One admin app per process; project and emulator hosts come from the environment. */
const app = getApps()[0] ?? initializeApp()

export const auth = getAuth(app)
export const db = getFirestore(app)

// The local stack records every query's shape for the index check (docs/decisions/firestore-indexes.md).
const queryLog = process.env.FOODSHARE_QUERY_LOG
if (queryLog && process.env.FIRESTORE_EMULATOR_HOST) logQueriesTo(db, queryLog)
