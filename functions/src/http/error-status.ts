import type { AppErrorKind } from '../domain/app-error'

/** The one place that knows which HTTP status answers each kind of error. */
export const STATUS_OF_KIND: Readonly<Record<AppErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  limited: 429,
  unavailable: 503,
  internal: 500,
}
