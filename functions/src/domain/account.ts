import { apiErrors } from '../shared/copy'
import { AppError } from './app-error'

/** Who is calling, as verified by Firebase Auth. Never read from a body or a query. */
export interface SessionUser {
  uid: string
  email: string
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Lists are the caller's own: the email in the query must be the signed-in user's. */
export function assertOwnEmail(user: SessionUser, email: string): void {
  if (!sameEmail(user.email, email)) throw new AppError('forbidden', apiErrors.notYourEmail)
}
