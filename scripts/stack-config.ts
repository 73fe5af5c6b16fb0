import { fileURLToPath } from 'node:url'

/** The local stack's fixed addresses (firebase.json says the same to the emulators). */
export const PROJECT_ID = 'demo-foodshare'
export const PORTS = { hosting: 5000, functions: 5001, auth: 9099, firestore: 8080, hub: 4400, logging: 4500 } as const
export const HOST = '127.0.0.1'
export const APP_URL = `http://localhost:${PORTS.hosting}`
export const API_URL = `http://${HOST}:${PORTS.hosting}/api`
export const AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`
export const FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`
/** Where the stack's processes record each query's shape (functions/src/store/query-log.ts). */
export const QUERY_LOG = fileURLToPath(new URL('../.stack/queries.jsonl', import.meta.url))

/** The environment every process of the stack (and every test) shares. */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST,
    // firebase-admin's auth library would otherwise probe for a cloud metadata server and warn.
    METADATA_SERVER_DETECTION: 'none',
    FOODSHARE_QUERY_LOG: QUERY_LOG,
  }
}
