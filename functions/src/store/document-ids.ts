/**
 * The Node Firestore stand-in keeps documents in plain objects, so an id that names an
 * Object.prototype member ('constructor', 'toString', 'valueOf', 'propertyIsEnumerable'…) makes
 * it throw, and the call fails as a 500 after firebase-admin's retries. Every id we store is a
 * Firestore auto-id, so no document of ours has such a name: the store answers "not there"
 * without asking, on every Firestore.
 */
export function cannotExist(id: string): boolean {
  return id in Object.prototype
}
