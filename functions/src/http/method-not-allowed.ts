import type { RequestHandler } from 'express'
import { apiErrors } from '../shared/food'
import { HttpError } from './http-error'

/** The last handler of a path: any method it does not serve gets 405 with the ones it does. */
export function methodNotAllowed(...allowed: string[]): RequestHandler {
  const allow = allowed.join(', ')
  return (_req, _res, next) => next(new HttpError(405, apiErrors.methodNotAllowed, undefined, { Allow: allow }))
}
