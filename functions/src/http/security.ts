import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import { apiErrors } from '../shared/copy'
import { AppError } from '../domain/app-error'
import { imageBody } from './image-body'
import { jsonBody } from './json-body'

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

/** The host the browser addressed: Hosting forwards it, a direct call names it itself. */
function requestedHost(forwardedHost: string | undefined, host: string | undefined): string | undefined {
  return forwardedHost?.split(',')[0]?.trim() || host
}

/**
 * CSRF defence for cookie sessions, on every write route: a browser's `Sec-Fetch-Site`, when sent,
 * must not be `cross-site`, and its `Origin`, when sent, must be the site itself. Together with
 * the SameSite=Strict cookie and bodies no form can send without a preflight (JSON, json-body.ts;
 * raw images, image-body.ts), no other site can make a signed-in browser change anything, body or
 * no body.
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

function fromOurSiteThen(body: RequestHandler): RequestHandler {
  return (req, res, next) => {
    void sameOriginWrites(req, res, (error?: unknown) => (error ? next(error) : body(req, res, next)))
  }
}

/** What every write route runs first: from our own site, then a JSON body or none. */
export const acceptWrite = fromOurSiteThen(jsonBody)

/** What the photo upload runs first: from our own site, then raw image bytes. */
export const acceptImageWrite = fromOurSiteThen(imageBody)
