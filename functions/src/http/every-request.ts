import { randomUUID } from 'node:crypto'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { logger } from 'firebase-functions'
import { AppError } from '../domain/app-error'
import { announceDue } from '../services/alerts'
import { deliverDue } from '../services/deliveries'
import { IMAGE_TYPES, MAX_BODY_BYTES, MAX_IMAGE_BYTES } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { meterStoreUsage, newStoreUsage } from '../store/firestore-call'

/**
 * What every request passes before its route: around every request, its id, the answer's headers,
 * its cost, and what a write sends after; then, on each write route, that the write comes from our
 * own site with a body of the kind the route takes.
 */

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
