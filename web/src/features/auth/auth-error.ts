import { messageOf } from '../../lib/error-message'
import { authErrorText } from '../../texts/auth'

/** Firebase's code of an Auth error: its `code`, or the `(auth/…)` its message ends with. */
function authCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  if ('code' in error && typeof error.code === 'string') return error.code
  if (error instanceof Error) return /\((auth\/[a-z-]+)\)/.exec(error.message)?.[1]
  return undefined
}

/** A human sentence for a Firebase Auth error a person can cause; any other error's own message. */
export function authErrorMessage(error: unknown): string {
  const code = authCodeOf(error)
  return (code && authErrorText[code]) || messageOf(error)
}
