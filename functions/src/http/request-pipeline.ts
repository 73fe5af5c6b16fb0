import { randomUUID } from 'node:crypto'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { DecodedIdToken } from 'firebase-admin/auth'
import { logger } from 'firebase-functions'
import { z } from 'zod'
import { assertModerator, isRecentSignIn, type SessionUser } from '../domain/account'
import { AppError } from '../domain/app-error'
import { auth, meterStoreUsage, newStoreUsage } from '../store/firebase'
import { announceDue } from '../services/alerts'
import { deliverDue } from '../services/deliveries'
import {
  IMAGE_TYPES,
  MAX_BODY_BYTES,
  MAX_IMAGE_BYTES,
  SESSION_COOKIE_MAX_AGE_MS,
  SESSION_COOKIE_NAME,
} from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { documentId } from '../shared/food'

/**
 * What a request passes on its way to its route and back, in the order it meets them: around
 * every request, its id, the answer's headers, its cost, and what a write sends after; on each
 * write route, that it comes from our own site with a body of the kind the route takes; on a
 * protected route, who is calling (the session cookie or a Bearer ID token, verified by Firebase
 * Auth, and the session cookie's start and end: docs/decisions/sessions.md); and in the route,
 * its input, parsed.
 */

// Around every request.

/**
 * Says nothing of what runs behind. Our app never sets `X-Powered-By`, but the Functions
 * emulator's own express wrapper does before our app runs, so take it off again.
 */
export const noPoweredBy: RequestHandler = (_req, res, next) => {
  res.removeHeader('X-Powered-By')
  next()
}

export const requestId: RequestHandler = (_req, res, next) => {
  const id = randomUUID()
  res.locals.requestId = id
  res.setHeader('X-Request-Id', id)
  next()
}

/** The API answers JSON only; nothing it sends should be framed, sniffed or cached by default. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  res.setHeader('Cache-Control', 'private, no-store')
  next()
}

/**
 * Meters what each request costs in Firestore and says so in `Server-Timing` (browsers' developer
 * tools show it): `firestore;dur=<ms>;desc="reads=<documents read>"`. The header is set as the
 * answer's headers go out, so errors carry it too.
 */
export const serverTiming: RequestHandler = (_req, res, next) => {
  const usage = newStoreUsage()
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
  // Express has no hook for "headers are about to be sent"; writeHead is where every answer passes.
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) {
      res.setHeader('Server-Timing', `firestore;dur=${usage.ms.toFixed(1)};desc="reads=${usage.reads}"`)
    }
    return writeHead(...args)
  }) as typeof res.writeHead
  meterStoreUsage(usage, next)
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A few foods a write may have listed (a reinstated donor's several); the job takes the rest. */
const ANNOUNCE_AFTER_WRITE = 20

/**
 * A write that succeeded may have listed a food (store/announcements.ts) and put events in the
 * outbox (store/deliveries.ts): match the one against the alerts, then send the other (the
 * matches' events among them), once the answer is out, never holding it up nor failing it. What
 * this misses (an instance stopped early, a push service down) the scheduled job does
 * (jobs/channels.ts).
 */
export const deliverAfterWrites: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method)) {
    res.once('finish', () => {
      if (res.statusCode >= 400) return
      const now = new Date()
      announceDue(now, ANNOUNCE_AFTER_WRITE)
        .catch((error: unknown) => {
          logger.warn('Matching after a write failed; the scheduled job will retry', { error })
        })
        .then(() => deliverDue(now))
        .catch((error: unknown) => {
          logger.warn('Sending after a write failed; the scheduled job will retry', { error })
        })
    })
  }
  next()
}

/**
 * What a write must pass before its route runs: sent from our own site, with a body of the kind
 * the route takes (JSON, or a photo's raw bytes) and within its cap. Routes run these after
 * routing, so a method a path does not serve is a 405 whatever its body.
 */

/** The host the browser addressed: Hosting forwards it, a direct call names it itself. */
function requestedHost(forwardedHost: string | undefined, host: string | undefined): string | undefined {
  return forwardedHost?.split(',')[0]?.trim() || host
}

/**
 * CSRF defence for cookie sessions, on every write route: a browser's `Sec-Fetch-Site`, when sent,
 * must not be `cross-site`, and its `Origin`, when sent, must be the site itself. Together with
 * the SameSite=Strict cookie and bodies no form can send without a preflight (JSON, or raw
 * images, below), no other site can make a signed-in browser change anything, body or no body.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site')
    return next(new AppError('forbidden', apiErrors.crossOrigin))
  const origin = req.headers.origin
  if (origin === undefined) return next()
  const host = requestedHost(req.get('x-forwarded-host'), req.get('host'))
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return next(new AppError('forbidden', apiErrors.crossOrigin))
  }
  if (host === undefined || originHost !== host) return next(new AppError('forbidden', apiErrors.crossOrigin))
  next()
}

interface BodyLimit {
  bytes: number
  /** The 413's message: each kind of body names its own cap. */
  tooLarge: string
}

/**
 * The bytes a write sent, at most `limit.bytes` (413 over). Cloud Functions reads the body before
 * our app runs and leaves the bytes in `rawBody`, with its own, larger limit: we judge those bytes
 * ourselves so the cap and the errors are ours everywhere. In-process (tests) there is no
 * `rawBody` and we read the stream.
 */
function readBodyBytes(
  req: Request,
  res: Response,
  limit: BodyLimit,
  use: (bytes: Buffer) => void,
  next: NextFunction,
): void {
  const raw = (req as { rawBody?: unknown }).rawBody
  if (Buffer.isBuffer(raw)) {
    if (raw.length > limit.bytes) return next(new AppError('too-large', limit.tooLarge))
    return use(raw)
  }
  req.body = undefined
  express.raw({ limit: limit.bytes, type: () => true })(req, res, (error?: unknown) => {
    if (isTooLarge(error)) return next(new AppError('too-large', limit.tooLarge))
    if (error) return next(error)
    use(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0))
  })
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large'
}

/** A JSON media type, parameters allowed (`application/json; charset=utf-8`). */
function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && /^application\/json\s*(;|$)/i.test(header)
}

/**
 * Judges the bytes a write sent. None at all (the spec's DELETEs, a plain `fetch(url, { method:
 * 'DELETE' })`, POST /logout) is no body, whatever the headers say. Bytes must be JSON, named so:
 * a cross-site form cannot send that without a preflight, hence 415 for anything else.
 */
function judgeJson(req: Request, bytes: Buffer, next: NextFunction): void {
  if (bytes.length === 0) {
    req.body = undefined
    return next()
  }
  if (!isJsonContentType(req.headers['content-type']))
    return next(new AppError('unsupported-media', apiErrors.unsupportedMediaType))
  try {
    req.body = JSON.parse(bytes.toString('utf8')) as unknown
  } catch {
    return next(new AppError('invalid', apiErrors.malformedJson))
  }
  next()
}

const jsonBody: RequestHandler = (req, res, next) => {
  readBodyBytes(
    req,
    res,
    { bytes: MAX_BODY_BYTES, tooLarge: apiErrors.tooLarge },
    (bytes) => judgeJson(req, bytes, next),
    next,
  )
}

/** One of IMAGE_TYPES, parameters allowed. A form cannot send these cross-site without a preflight. */
function isImageContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase()
  return IMAGE_TYPES.some((allowed) => allowed === type)
}

/**
 * The photo upload's body: raw image bytes, named as one of IMAGE_TYPES (415 otherwise), at most
 * MAX_IMAGE_BYTES (413), not empty (400). Leaves the bytes in `req.body` as a Buffer; whether they
 * really are an image is the image service's to judge.
 */
const imageBody: RequestHandler = (req, res, next) => {
  if (!isImageContentType(req.headers['content-type']))
    return next(new AppError('unsupported-media', apiErrors.unsupportedImageType))
  readBodyBytes(
    req,
    res,
    { bytes: MAX_IMAGE_BYTES, tooLarge: apiErrors.imageTooLarge },
    (bytes) => {
      if (bytes.length === 0) return next(new AppError('invalid', apiErrors.notAnImage))
      req.body = bytes
      next()
    },
    next,
  )
}

function fromOurSiteThen(body: RequestHandler): RequestHandler {
  return (req, res, next) => {
    void sameOriginWrites(req, res, (error?: unknown) => (error ? next(error) : body(req, res, next)))
  }
}

/** What every write route runs first: from our own site, then a JSON body or none. */
export const acceptWrite = fromOurSiteThen(jsonBody)

/** What the photo upload runs first: from our own site, then raw image bytes. */
export const acceptImageWrite = fromOurSiteThen(imageBody)

// Who is calling.

/** `__session` is the one cookie Firebase Hosting forwards to functions, so no `__Host-` prefix. */
export const SESSION_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const

/** Reads one cookie from a Cookie header; Hosting forwards only `__session`, so that is all we need. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return undefined
    }
  }
  return undefined
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')
  return match?.[1]
}

export function sessionCookie(req: Request): string | undefined {
  return readCookie(req.headers.cookie, SESSION_COOKIE_NAME)
}

function toSessionUser(token: DecodedIdToken): SessionUser {
  if (!token.email) throw new AppError('forbidden', apiErrors.noEmail)
  return { uid: token.uid, email: token.email, authTime: token.auth_time, moderator: token.moderator === true }
}

/**
 * Whether Firebase Auth could not answer, as against answering that the credential is bad. Only
 * the second is a 401: the web signs a person out on a 401, so a slow or unreachable Auth service
 * must answer "try again" (503) instead of ending a good session.
 */
export function isAuthServiceFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return typeof code === 'string' && (code.startsWith('app/') || code === 'auth/internal-error')
}

async function verified(check: Promise<DecodedIdToken>): Promise<DecodedIdToken> {
  try {
    return await check
  } catch (error) {
    if (isAuthServiceFailure(error))
      throw new AppError('unavailable', apiErrors.unavailable, { cause: error, headers: { 'Retry-After': '5' } })
    throw new AppError('unauthenticated', apiErrors.unauthenticated)
  }
}

/** Revocation is always checked: a logged-out or disabled user's credentials stop working at once. */
export const CHECK_REVOKED = true

export async function userFromSessionCookie(cookie: string): Promise<SessionUser> {
  return toSessionUser(await verified(auth.verifySessionCookie(cookie, CHECK_REVOKED)))
}

export async function userFromIdToken(idToken: string): Promise<SessionUser> {
  return toSessionUser(await verified(auth.verifyIdToken(idToken, CHECK_REVOKED)))
}

/** The verified caller, set by `requireUser`. */
export function currentUser(res: Response): SessionUser {
  const user = res.locals.user as SessionUser | undefined
  if (!user) throw new AppError('unauthenticated', apiErrors.unauthenticated)
  return user
}

/** The caller by their session cookie or Bearer ID token, or why neither identifies them. */
async function identify(
  req: Request,
  order: 'cookie first' | 'token first' = 'cookie first',
): Promise<{ user: SessionUser } | { failure: unknown }> {
  const cookie = sessionCookie(req)
  const token = bearerToken(req)
  let failure: unknown = new AppError('unauthenticated', apiErrors.unauthenticated)
  const byCookie = cookie === undefined ? undefined : () => userFromSessionCookie(cookie)
  const byToken = token === undefined ? undefined : () => userFromIdToken(token)
  for (const attempt of order === 'cookie first' ? [byCookie, byToken] : [byToken, byCookie]) {
    if (!attempt) continue
    try {
      return { user: await attempt() }
    } catch (error) {
      failure = error
    }
  }
  return { failure }
}

async function authenticate(
  req: Request,
  res: Response,
  next: NextFunction,
  order: 'cookie first' | 'token first',
): Promise<void> {
  const caller = await identify(req, order)
  if ('user' in caller) {
    res.locals.user = caller.user
    return next()
  }
  next(caller.failure)
}

/** A protected route takes the session cookie or a Bearer ID token, and nothing else. */
export function requireUser(req: Request, res: Response, next: NextFunction): Promise<void> {
  return authenticate(req, res, next, 'cookie first')
}

/**
 * For what needs a sign-in of the last minutes (`DELETE /me`): a Bearer ID token, when sent, is
 * tried first, so a person who has just signed in again is judged by that sign-in and not by
 * their older session cookie's.
 */
export function requireFreshUser(req: Request, res: Response, next: NextFunction): Promise<void> {
  return authenticate(req, res, next, 'token first')
}

/** Signed out: 401; signed in without the `moderator` claim: 403 (docs/decisions/trust.md). */
export function requireModerator(req: Request, res: Response, next: NextFunction): Promise<void> {
  return requireUser(req, res, (error?: unknown) => {
    if (error) return next(error)
    try {
      assertModerator(currentUser(res))
      next()
    } catch (refused) {
      next(refused)
    }
  })
}

/**
 * The caller of a public route, when they are signed in: what they see may leave out what they
 * should not see (blocked people's foods). Bad or absent credentials make an anonymous caller,
 * never an error, since the route needs none.
 */
export async function callerIfAny(req: Request): Promise<SessionUser | undefined> {
  const caller = await identify(req)
  return 'user' in caller ? caller.user : undefined
}

/** What a route answers a verified caller: the request and the caller in, the JSON body out. */
type Answer = (req: Request, user: SessionUser) => Promise<unknown>

function answering(answer: Answer, status: number): RequestHandler {
  return async (req, res) => {
    res.status(status).json(await answer(req, currentUser(res)))
  }
}

/** A read for a signed-in caller, answered with `answer`'s JSON. */
export function forUser(answer: Answer): RequestHandler[] {
  return [requireUser, answering(answer, 200)]
}

/** A write by a signed-in caller: from our own site with a JSON body or none, then answered with `answer`'s JSON. */
export function writeForUser(answer: Answer, status = 200): RequestHandler[] {
  return [acceptWrite, requireUser, answering(answer, status)]
}

/**
 * Trades a fresh ID token for a session cookie. Only a sign-in of the last few minutes may
 * start a session, so a stolen, older ID token cannot be turned into a 14-day cookie.
 */
export async function startSession(idToken: string, now: Date): Promise<string> {
  const token = await verified(auth.verifyIdToken(idToken, CHECK_REVOKED))
  toSessionUser(token)
  if (!isRecentSignIn(token.auth_time, now)) {
    throw new AppError('unauthenticated', apiErrors.staleSignIn)
  }
  try {
    return await auth.createSessionCookie(idToken, { expiresIn: SESSION_COOKIE_MAX_AGE_MS })
  } catch {
    throw new AppError('unauthenticated', apiErrors.unauthenticated)
  }
}

/** True when the cookie is a live session of the same user the ID token names. */
export async function isSessionOf(cookie: string, idToken: string): Promise<boolean> {
  try {
    const [session, token] = await Promise.all([
      auth.verifySessionCookie(cookie, CHECK_REVOKED),
      auth.verifyIdToken(idToken, CHECK_REVOKED),
    ])
    return session.uid === token.uid
  } catch {
    return false
  }
}

/** Logging out revokes the user's refresh tokens, so a copied cookie dies with the session. */
export async function endSession(cookie: string): Promise<void> {
  let uid: string
  try {
    uid = (await auth.verifySessionCookie(cookie, CHECK_REVOKED)).uid
  } catch {
    return // Already dead: nothing to revoke.
  }
  await auth.revokeRefreshTokens(uid)
}

// The input.

/** Parses untrusted input; a failure is a 400 naming each field and why. */
export function parse<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  // Our inputs are flat, so each field's first message says enough; a whole-body issue is `body`.
  const { formErrors, fieldErrors } = z.flattenError(result.error)
  const fields: Record<string, string> = {}
  for (const [name, messages] of Object.entries(fieldErrors)) if (messages?.[0]) fields[name] = messages[0]
  if (formErrors[0]) fields.body = formErrors[0]
  throw new AppError('invalid', apiErrors.badRequest, { fields })
}

const idParam = z.object({ id: documentId })

/** A document id from the path; a bad one is a 400 naming `id`, before it gets near Firestore. */
export function parseId(value: unknown): string {
  return parse(idParam, { id: value }).id
}
