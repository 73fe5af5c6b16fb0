import { IMAGE_MAX_SIDE_PX } from './constants'
import { isUploadedImageUrl } from './image-url'

/**
 * Each uploaded photo is kept in these widths (at most; never enlarged), so a card that shows it
 * 400 px wide downloads a 400 px photo. The widest is the photo as first kept: at most
 * IMAGE_MAX_SIDE_PX on its long side, served at the plain `/api/images/{id}`.
 */
export const IMAGE_WIDTHS_PX = [400, 800, IMAGE_MAX_SIDE_PX] as const
export type ImageWidth = (typeof IMAGE_WIDTHS_PX)[number]

/** One width of an uploaded photo: its own stable URL (the widest keeps the plain one). */
export function imageWidthUrl(uploadedUrl: string, width: ImageWidth): string {
  return width === IMAGE_MAX_SIDE_PX ? uploadedUrl : `${uploadedUrl}?w=${width}`
}

/**
 * The `srcset` of a food's photo: every width of an uploaded one, so the browser picks the one
 * the `sizes` it is shown at needs. An outside URL has only itself: undefined.
 */
export function imageSrcSet(foodImg: string): string | undefined {
  if (!isUploadedImageUrl(foodImg)) return undefined
  return IMAGE_WIDTHS_PX.map((width) => `${imageWidthUrl(foodImg, width)} ${width}w`).join(', ')
}
