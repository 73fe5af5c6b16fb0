import { Router } from 'express'
import { AppError } from '../domain/app-error'
import { methodNotAllowed } from '../http/method-not-allowed'
import { acceptImageWrite, currentUser, parse, parseId, requireUser } from '../http/request-pipeline'
import { getImage, uploadImage } from '../services/images'
import { apiErrors } from '../shared/copy'
import { imageWidthQuery } from '../shared/image-width-query'

export const imageRoutes = Router()

/**
 * A photo never changes under its id (nor any of its widths under `?w=`), so Hosting's CDN and
 * browsers may keep it for a year and never ask again.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable'

imageRoutes
  .route('/images')
  .post(acceptImageWrite, requireUser, async (req, res) => {
    // acceptImageWrite leaves the bytes there; anything else means it did not run.
    if (!Buffer.isBuffer(req.body)) throw new AppError('invalid', apiErrors.notAnImage)
    res.status(201).json(await uploadImage(currentUser(res), req.body, new Date()))
  })
  .all(methodNotAllowed('POST'))

imageRoutes
  .route('/images/:id')
  .get(async (req, res) => {
    const { w } = parse(imageWidthQuery, req.query)
    const webp = await getImage(parseId(req.params.id), w)
    res.setHeader('Cache-Control', IMMUTABLE)
    res.type('image/webp').send(webp)
  })
  .all(methodNotAllowed('GET'))
