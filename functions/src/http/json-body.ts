import type { NextFunction, Request, RequestHandler } from 'express'
import { MAX_BODY_BYTES } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { readBodyBytes } from './body-bytes'
import { AppError } from '../domain/app-error'

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
  if (!isJsonContentType(req.headers['content-type']))
    return next(new AppError('unsupported-media', apiErrors.unsupportedMediaType))
  try {
    req.body = JSON.parse(bytes.toString('utf8')) as unknown
  } catch {
    return next(new AppError('invalid', apiErrors.malformedJson))
  }
  next()
}

/**
 * Runs on the write routes only, after routing, so a method a path does not serve is a 405
 * whatever its body.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  readBodyBytes(
    req,
    res,
    { bytes: MAX_BODY_BYTES, tooLarge: apiErrors.tooLarge },
    (bytes) => judge(req, bytes, next),
    next,
  )
}
