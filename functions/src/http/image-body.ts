import type { RequestHandler } from 'express'
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { readBodyBytes } from './body-bytes'
import { AppError } from '../domain/app-error'

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
export const imageBody: RequestHandler = (req, res, next) => {
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
