import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import { apiErrors } from '../shared/food'
import { HttpError } from './http-error'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

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
 * CSRF defence for cookie sessions: a write must be JSON (which a cross-site form cannot send
 * without a preflight), and a browser's Origin, when sent, must be the site itself.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (!STATE_CHANGING.has(req.method)) return next()
  if (!req.is('application/json') && !isJsonContentType(req.headers['content-type'])) {
    return next(new HttpError(415, apiErrors.unsupportedMediaType))
  }
  const origin = req.headers.origin
  if (origin === undefined) return next()
  const host = requestedHost(req.get('x-forwarded-host'), req.get('host'))
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return next(new HttpError(403, apiErrors.crossOrigin))
  }
  if (host === undefined || originHost !== host) return next(new HttpError(403, apiErrors.crossOrigin))
  next()
}

/** `req.is` answers null for a body-less request, so read the header for DELETE too. */
function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && /^application\/json\s*(;|$)/i.test(header)
}
