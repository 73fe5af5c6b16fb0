/**
 * The one error every layer throws. A kind says what went wrong in the product's terms; only
 * `http/` knows which status code each kind is (see `http/error-status.ts`).
 */
export type AppErrorKind =
  | 'invalid' // the input is wrong: name the fields
  | 'unauthenticated' // no valid sign-in
  | 'forbidden' // signed in, but not allowed
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict' // the state of things forbids it now
  | 'too-large'
  | 'unsupported-media'
  | 'limited' // too many, too often: say when to retry
  | 'unavailable' // a dependency is down or busy: retry later
  | 'internal' // our own set-up or state is wrong (a missing index): nothing the caller can fix

export interface AppErrorOptions {
  /** For `invalid`: each field in error and why. */
  readonly fields?: Record<string, string>
  /** Headers the answer must carry (`Retry-After`, `Allow`). */
  readonly headers?: Record<string, string>
  /** A stable machine name for the error (`already-requested`), for clients that translate. */
  readonly code?: string
  /** What went wrong underneath, for the log only: never sent to the client. */
  readonly cause?: unknown
}

export class AppError extends Error {
  readonly fields?: Record<string, string>
  readonly headers?: Record<string, string>
  readonly code?: string

  constructor(
    readonly kind: AppErrorKind,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.fields = options.fields
    this.headers = options.headers
    this.code = options.code
  }
}
