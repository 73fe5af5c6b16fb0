import type { SignedInUser } from './session-context'

export interface SessionSnapshot {
  user: SignedInUser | null
  loading: boolean
}

/**
 * The session as last rendered, readable outside React: route loaders run before any component,
 * so the router reads this to skip a protected loader while no server session exists yet.
 */
let snapshot: SessionSnapshot = { user: null, loading: true }

export function publishSession(next: SessionSnapshot): void {
  snapshot = next
}

export function readSession(): SessionSnapshot {
  return snapshot
}

/** True once a user with an email is known and the session call (POST /api/jwt) has returned. */
export function hasServerSession(): boolean {
  return !snapshot.loading && Boolean(snapshot.user?.email)
}
