import express, { type RequestHandler } from 'express'
import { MAX_BODY_BYTES } from '../shared/constants'
import { apiErrors } from '../shared/food'
import { HttpError } from './http-error'

const expressJson = express.json({ limit: MAX_BODY_BYTES, strict: true, type: () => true })

/**
 * Cloud Functions reads the body before our app runs and leaves the bytes in `rawBody`, with
 * its own, larger limit. Parse those bytes ourselves so the cap and the errors are ours
 * everywhere; in-process (tests) there is no `rawBody` and express reads the stream.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const raw = (req as { rawBody?: unknown }).rawBody
  if (!Buffer.isBuffer(raw)) return expressJson(req, res, next)
  if (raw.length > MAX_BODY_BYTES) return next(new HttpError(413, apiErrors.tooLarge))
  if (raw.length === 0) {
    req.body = undefined
    return next()
  }
  try {
    req.body = JSON.parse(raw.toString('utf8')) as unknown
  } catch {
    return next(new HttpError(400, apiErrors.malformedJson))
  }
  next()
}
