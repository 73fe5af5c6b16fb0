import { initializeApp } from 'firebase/app'
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth'
import { env } from '../../config/env'

/**
 * The Firebase app and its Auth instance. Only the lazily loaded auth bridge imports this file,
 * so the Firebase SDK stays out of the home route's first load.
 *
 * `initializeAuth` rather than `getAuth`: getAuth installs `browserPopupRedirectResolver`, which
 * loads Google's https://apis.google.com/js/api.js and its relay iframe on every visit. Without a
 * resolver here, that happens only when someone clicks 'Continue with Google' (auth-bridge.tsx
 * passes the resolver to signInWithPopup). Persistence as getAuth would pick it, so a signed-in
 * person stays signed in across reloads.
 */
export const firebaseApp = initializeApp(env.firebase)
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
})

// Local runs talk to the Auth emulator; the demo project has no real keys.
if (env.authEmulatorUrl) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true })
