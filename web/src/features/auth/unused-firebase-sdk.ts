/**
 * What the web build gives reactfire instead of the Firebase SDKs it imports but the app never
 * calls (Firestore, Realtime Database, Functions, Remote Config, Storage): vite.config.ts aliases
 * each of those to this file, which cuts about 140 KB gzip from the auth chunk
 * (docs/decisions/reactfire-placement.md). Every name reactfire imports is here, or the build
 * fails; calling any of them is a bug, so each one throws and names the alias.
 */
function unavailable(name: string): never {
  throw new Error(`firebase ${name} is not in FoodShare's web build (see web/vite.config.ts)`)
}

// firebase/database
export const get = () => unavailable('database')
export const off = () => unavailable('database')
export const onChildAdded = () => unavailable('database')
export const onChildChanged = () => unavailable('database')
export const onChildMoved = () => unavailable('database')
export const onChildRemoved = () => unavailable('database')
export const onValue = () => unavailable('database')
// firebase/firestore
export const onSnapshot = () => unavailable('firestore')
export const queryEqual = () => unavailable('firestore')
// firebase/functions
export const httpsCallable = () => unavailable('functions')
// firebase/remote-config
export const ensureInitialized = () => unavailable('remote-config')
export const getAll = () => unavailable('remote-config')
export const getBoolean = () => unavailable('remote-config')
export const getNumber = () => unavailable('remote-config')
export const getString = () => unavailable('remote-config')
export const getValue = () => unavailable('remote-config')
// firebase/storage
export const getDownloadURL = () => unavailable('storage')
export const ref = () => unavailable('storage')
