import express, { type NextFunction, type Request, type RequestHandler } from 'express'
import { MAX_BODY_BYTES } from '../shared/constants'
import { apiErrors } from '../shared/food'
import { HttpError } from './http-error'

const readBytes = express.raw({ limit: MAX_BODY_BYTES, type: () => true })

/** A JSON media type, parameters allowed (`application/json; charset=utf-8`). */
function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && /^application\/json\s*(;|$)/i.test(header)
}

/**
 * Judges the bytes a write sent. None at all (the spec's DELETEs, a plain `fetch(url, { method:
 * 'DELETE' })`, POST /logout) is no body, whatever the headers say. Bytes must be JSON, named so:
 * a cross-site form cannot send that without a preflight, hence 415 for anything else.
 */
function judge(req: Request, bytes: Buffer, next: NextFunction): void {
  if (bytes.length === 0) {
    req.body = undefined
    return next()
  }
  if (bytes.length > MAX_BODY_BYTES) return next(new HttpError(413, apiErrors.tooLarge))
  if (!isJsonContentType(req.headers['content-type'])) return next(new HttpError(415, apiErrors.unsupportedMediaType))
  try {
    req.body = JSON.parse(bytes.toString('utf8')) as unknown
  } catch {
    return next(new HttpError(400, apiErrors.malformedJson))
  }
  next()
}

/**
 * Runs on the write routes only, after routing, so a method a path does not serve is a 405
 * whatever its body. Cloud Functions reads the body before our app runs and leaves the bytes in
 * `rawBody`, with its own, larger limit: we judge those bytes ourselves so the cap and the errors
 * are ours everywhere. In-process (tests) there is no `rawBody` and we read the stream.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: unknown }).rawBody
  if (Buffer.isBuffer(raw)) return judge(req, raw, next)
  req.body = undefined
  readBytes(req, res, (error?: unknown) => {
    if (error) return next(error)
    judge(req, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), next)
  })
}
