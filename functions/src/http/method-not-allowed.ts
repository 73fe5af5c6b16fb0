import type { RequestHandler } from 'express'
import { apiErrors } from '../shared/copy'
import { AppError } from '../domain/app-error'

/** The last handler of a path: any method it does not serve gets 405 with the ones it does. */
export function methodNotAllowed(...allowed: string[]): RequestHandler {
  const allow = allowed.join(', ')
  return (_req, _res, next) =>
    next(new AppError('method-not-allowed', apiErrors.methodNotAllowed, { headers: { Allow: allow } }))
}
