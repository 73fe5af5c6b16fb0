import { IMAGE_TYPES, UPLOAD_AS_IS_MAX_BYTES, UPLOAD_MAX_SIDE_PX } from '../../config/constants'
import { photoPickerText } from '../../texts/foods'

const JPEG_QUALITY = 0.88

export function isAcceptedImageType(type: string): boolean {
  return IMAGE_TYPES.some((accepted) => accepted === type)
}

/** A photo the browser could not read and the API would not take either (an iPhone's HEIC in Chromium). */
export class UnreadablePhotoError extends Error {
  constructor() {
    super(photoPickerText.unreadable)
    this.name = 'UnreadablePhotoError'
  }
}

async function decode(file: File): Promise<ImageBitmap | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return undefined
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
}

/**
 * What to upload for the file a donor picked. A small photo in a type the API takes goes as it is;
 * a larger one, or one only the browser can read, is drawn upright at most UPLOAD_MAX_SIDE_PX on
 * its long side and sent as JPEG, so an ordinary phone photo is a fraction of its size on the wire.
 * A photo the browser cannot read goes as it is when the API might (it judges every byte itself).
 */
export async function preparePhoto(file: File): Promise<Blob> {
  const bitmap = await decode(file)
  if (!bitmap) {
    if (isAcceptedImageType(file.type)) return file
    throw new UnreadablePhotoError()
  }
  try {
    const scale = Math.min(1, UPLOAD_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height))
    if (scale === 1 && file.size <= UPLOAD_AS_IS_MAX_BYTES && isAcceptedImageType(file.type)) return file
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) return file
    // JPEG has no transparency: a PNG's clear pixels become white, not black.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    return (await toJpeg(canvas)) ?? file
  } finally {
    bitmap.close()
  }
}
