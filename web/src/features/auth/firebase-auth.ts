import { initializeApp } from 'firebase/app'
import { connectAuthEmulator, getAuth } from 'firebase/auth'
import { env } from '../../config/env'

/**
 * The Firebase app and its Auth instance. Only the lazily loaded auth bridge imports this file,
 * so the Firebase SDK stays out of the home route's first load.
 */
export const firebaseApp = initializeApp(env.firebase)
export const auth = getAuth(firebaseApp)

// Local runs talk to the Auth emulator; the demo project has no real keys.
if (env.authEmulatorUrl) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true })
