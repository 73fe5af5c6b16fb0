import type { ErrorRequestHandler, RequestHandler } from 'express'
import { logger } from 'firebase-functions'
import { apiErrors } from '../shared/food'
import type { ApiErrorBody } from '../shared/responses'
import { AppError, type AppErrorKind } from '../domain/app-error'
import { HttpError } from './http-error'

const STATUS_OF: Record<AppErrorKind, number> = {
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
}

function fromAppError(err: AppError): HttpError {
  return new HttpError(STATUS_OF[err.kind], err.message, err.fields, err.headers)
}

/**
 * The client's mistakes that reach us as plain errors: the router's URIError for a path like
 * `/food/%ZZ`, and body-parser's errors, which carry a `type`.
 */
function clientError(err: unknown): HttpError | undefined {
  if (err instanceof URIError) return new HttpError(400, apiErrors.badRequest)
  if (typeof err !== 'object' || err === null || !('type' in err)) return undefined
  switch (err.type) {
    case 'entity.parse.failed':
      return new HttpError(400, apiErrors.malformedJson)
    case 'entity.too.large':
      return new HttpError(413, apiErrors.tooLarge)
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, apiErrors.unsupportedMediaType)
    case 'request.aborted':
    case 'request.size.invalid':
      return new HttpError(400, apiErrors.badRequest)
    default:
      return undefined
  }
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const known = err instanceof HttpError ? err : err instanceof AppError ? fromAppError(err) : clientError(err)
  const requestId = res.locals.requestId as string
  // An error is never cached, not even on a public list's path.
  res.setHeader('Cache-Control', 'private, no-store')
  if (known) {
    for (const [name, value] of Object.entries(known.headers ?? {})) res.setHeader(name, value)
    const body: ApiErrorBody = { error: known.message }
    if (known.fields) body.fields = known.fields
    res.status(known.status).json(body)
    return
  }
  // The cause stays in the log; the client gets only the id to quote.
  logger.error('Unhandled error', { requestId, method: req.method, path: req.path, err })
  res.status(500).json({ error: apiErrors.internal, requestId } satisfies ApiErrorBody)
}

export const notFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, apiErrors.notFound))
}
