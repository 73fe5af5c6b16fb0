import { SESSION_RECENT_SIGN_IN_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { AppError } from './app-error'

/** Who is calling, as verified by Firebase Auth. Never read from a body or a query. */
export interface SessionUser {
  uid: string
  email: string
  /** When the person last signed in with a password or a provider, in seconds (the token's `auth_time`). */
  authTime?: number
  /** The custom claim `moderator: true` (docs/decisions/trust.md). */
  moderator?: boolean
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Lists are the caller's own: the email in the query must be the signed-in user's. */
export function assertOwnEmail(user: SessionUser, email: string): void {
  if (!sameEmail(user.email, email)) throw new AppError('forbidden', apiErrors.notYourEmail)
}

/**
 * Whether a sign-in at `authTime` (seconds) is recent enough at `now` for what only a fresh
 * sign-in may do: start a session, delete the account.
 */
export function isRecentSignIn(authTime: number | undefined, now: Date): boolean {
  return authTime !== undefined && now.getTime() - authTime * 1000 <= SESSION_RECENT_SIGN_IN_MS
}

/** Only moderators pass; everyone else signed in is refused. */
export function assertModerator(user: SessionUser): void {
  if (user.moderator !== true) throw new AppError('forbidden', apiErrors.moderatorsOnly)
}
