import { z } from 'zod'
import { IMAGE_MAX_SIDE_PX } from './constants'
import { IMAGE_WIDTHS_PX, type ImageWidth } from './image-widths'

/* Apart from image-widths.ts, which the web's cards import: zod stays out of their chunk. */

const WIDTH_TEXTS = IMAGE_WIDTHS_PX.map(String) as [`${ImageWidth}`, ...`${ImageWidth}`[]]

/** GET /images/{id}?w=400: which width; none is the widest. */
export const imageWidthQuery = z.object({
  w: z
    .enum(WIDTH_TEXTS, { error: `w must be one of ${IMAGE_WIDTHS_PX.join(', ')}` })
    .transform((text) => Number(text) as ImageWidth)
    .default(IMAGE_MAX_SIDE_PX),
})
