import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'

/** One admin app per process; project and emulator hosts come from the environment. */
const app = getApps()[0] ?? initializeApp()

export const auth = getAuth(app)
export const db = getFirestore(app)
