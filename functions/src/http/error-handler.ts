import type { ErrorRequestHandler, RequestHandler } from 'express'
import { logger } from 'firebase-functions'
import { AppError } from '../domain/app-error'
import { apiErrors } from '../shared/copy'
import { errorCodeOf } from '../shared/error-codes'
import type { ApiErrorBody } from '../shared/responses'
import { STATUS_OF_KIND } from './error-status'

/**
 * The client's mistakes that reach us as plain errors: the router's URIError for a path like
 * `/food/%ZZ`, and body-parser's errors, which carry a `type`.
 */
function clientError(err: unknown): AppError | undefined {
  if (err instanceof URIError) return new AppError('invalid', apiErrors.badRequest)
  if (typeof err !== 'object' || err === null || !('type' in err)) return undefined
  switch (err.type) {
    case 'entity.parse.failed':
      return new AppError('invalid', apiErrors.malformedJson)
    case 'entity.too.large':
      return new AppError('too-large', apiErrors.tooLarge)
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported-media', apiErrors.unsupportedMediaType)
    case 'request.aborted':
    case 'request.size.invalid':
      return new AppError('invalid', apiErrors.badRequest)
    default:
      return undefined
  }
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const known = err instanceof AppError ? err : clientError(err)
  const requestId = res.locals.requestId as string
  // An error is never cached, not even on a public list's path.
  res.setHeader('Cache-Control', 'private, no-store')
  // Our own fault (docs/decisions/store-errors.md) answers like any unexpected one, below.
  if (known && known.kind !== 'internal') {
    for (const [name, value] of Object.entries(known.headers ?? {})) res.setHeader(name, value)
    const body: ApiErrorBody = { error: known.message }
    if (known.fields) body.fields = known.fields
    body.code =
      known.code ?? errorCodeOf(known.message, known.fields, known.kind === 'invalid' ? 'invalid-input' : known.kind)
    res.status(STATUS_OF_KIND[known.kind]).json(body)
    return
  }
  // The cause stays in the log; the client gets only the id to quote.
  logger.error('Unhandled error', {
    requestId,
    method: req.method,
    path: req.path,
    err: known?.cause ?? err,
  })
  res.status(500).json({ error: apiErrors.internal, code: 'internal', requestId } satisfies ApiErrorBody)
}

export const notFound: RequestHandler = (_req, _res, next) => {
  next(new AppError('not-found', apiErrors.notFound))
}
