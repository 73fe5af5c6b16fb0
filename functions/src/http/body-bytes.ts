import express, { type NextFunction, type Request, type Response } from 'express'
import { AppError } from '../domain/app-error'

export interface BodyLimit {
  bytes: number
  /** The 413's message: each kind of body names its own cap. */
  tooLarge: string
}

/**
 * The bytes a write sent, at most `limit.bytes` (413 over). Cloud Functions reads the body before
 * our app runs and leaves the bytes in `rawBody`, with its own, larger limit: we judge those bytes
 * ourselves so the cap and the errors are ours everywhere. In-process (tests) there is no
 * `rawBody` and we read the stream.
 */
export function readBodyBytes(
  req: Request,
  res: Response,
  limit: BodyLimit,
  use: (bytes: Buffer) => void,
  next: NextFunction,
): void {
  const raw = (req as { rawBody?: unknown }).rawBody
  if (Buffer.isBuffer(raw)) {
    if (raw.length > limit.bytes) return next(new AppError('too-large', limit.tooLarge))
    return use(raw)
  }
  req.body = undefined
  express.raw({ limit: limit.bytes, type: () => true })(req, res, (error?: unknown) => {
    if (isTooLarge(error)) return next(new AppError('too-large', limit.tooLarge))
    if (error) return next(error)
    use(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0))
  })
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large'
}
