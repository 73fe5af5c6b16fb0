import type { RequestHandler } from 'express'

/**
 * Public lists are the same for everyone, so the CDN may keep them a few seconds; browsers
 * revalidate, so a donor sees their own new food at once. Per-user data keeps `private, no-store`.
 */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=10')
  next()
}
