import sharp from 'sharp'
import { AppError } from '../domain/app-error'
import { assertWithinLimit } from '../domain/limits'
import { IMAGE_MAX_SIDE_PX, MAX_IMAGE_PIXELS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { uploadedImageUrl } from '../shared/image-url'
import { IMAGE_WIDTHS_PX, type ImageWidth } from '../shared/image-widths'
import { findImage, insertImage, MAX_STORED_IMAGE_BYTES } from '../store/images'
import { countAttemptAt } from '../store/rate-limits'
import { slots } from './slots'
import type { SessionUser } from '../domain/account'

// Every upload is a different photo, so libvips' operation cache would only hold memory in a
// small function instance.
sharp.cache(false)

/** What the upload accepts, by what the bytes are, not what the client named them. */
const READABLE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp'])

/** Tried in turn until the WebP fits in one Firestore document; the first fits all but rare photos. */
const WEBP_QUALITIES = [80, 65, 50, 35] as const

/**
 * Reads the header only, before any pixel is decoded: a 20,000 × 20,000 PNG of a few kilobytes
 * would otherwise take gigabytes to decode.
 */
async function checkHeader(bytes: Buffer): Promise<void> {
  let metadata: sharp.Metadata
  try {
    // Unlimited here: sharp would refuse a header over its own default limit (268 MP) as if the
    // bytes were no image; we measure it ourselves, and reading a header decodes no pixel.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('invalid', apiErrors.notAnImage)
  }
  if (!READABLE_FORMATS.has(metadata.format)) throw new AppError('invalid', apiErrors.notAnImage)
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new AppError('too-large', apiErrors.imageTooManyPixels)
}

/**
 * One instance serves up to 80 requests at a time, and a 40 MP photo's decode may hold more memory
 * than the rest of the API (about 70 MB, docs/decisions/image-storage.md): two decode at once, the
 * others wait their turn.
 */
const inDecodeSlot = slots(2)

/** Upright (EXIF orientation applied), at most IMAGE_MAX_SIDE_PX on the long side, as raw pixels. */
async function decodeUpright(bytes: Buffer): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({ width: IMAGE_MAX_SIDE_PX, height: IMAGE_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    // A header that promised an image over pixel data that is not one (truncated, corrupt).
    throw new AppError('invalid', apiErrors.notAnImage)
  }
}

/** The pixels at `width` at most (never enlarged), as WebP at the first quality that fits a document. */
async function encodeWebp(data: Buffer, info: sharp.OutputInfo, width: ImageWidth): Promise<Buffer> {
  const raw = { width: info.width, height: info.height, channels: info.channels }
  for (const quality of WEBP_QUALITIES) {
    const webp = await sharp(data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer()
    if (webp.length <= MAX_STORED_IMAGE_BYTES) return webp
  }
  throw new AppError('too-large', apiErrors.imageTooDetailed)
}

/**
 * The photo as we keep it, in each of IMAGE_WIDTHS_PX: WebP, upright, at most IMAGE_MAX_SIDE_PX,
 * and without any metadata (sharp writes none unless told to), so no EXIF GPS position of a
 * donor's home leaks. Decoded once; each width is made from the same upright pixels.
 */
export async function toStoredWebps(bytes: Buffer): Promise<Record<ImageWidth, Buffer>> {
  await checkHeader(bytes)
  const { data, info } = await inDecodeSlot(() => decodeUpright(bytes))
  const webps = await Promise.all(IMAGE_WIDTHS_PX.map((width) => encodeWebp(data, info, width)))
  return Object.fromEntries(IMAGE_WIDTHS_PX.map((width, index) => [width, webps[index]!])) as Record<ImageWidth, Buffer>
}

export async function uploadImage(user: SessionUser, bytes: Buffer, now: Date): Promise<{ url: string }> {
  assertWithinLimit('uploadImage', await countAttemptAt(user.uid, 'uploadImage', now), now)
  const id = await insertImage(user.uid, await toStoredWebps(bytes), now)
  return { url: uploadedImageUrl(id) }
}

export async function getImage(id: string, width: ImageWidth): Promise<Buffer> {
  const webp = await findImage(id, width)
  if (!webp) throw new AppError('not-found', apiErrors.imageNotFound)
  return webp
}
