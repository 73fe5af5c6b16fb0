import { uploadedImageUrl } from '../shared/image-url'
import { isImageInMessages } from '../store/conversations'
import { isImageInFoods } from '../store/foods'
import { keepImage, listImagesDueForSweep, removeImage } from '../store/images'

const SWEEP_BATCH = 50

/**
 * Housekeeping (docs/decisions/trust.md): a photo that no food and no message uses 24 hours after
 * its upload is deleted, so free accounts cannot fill the store; one in use then is kept for
 * good. Reads only the photos due (an indexed query), and is safe to run twice or beside itself:
 * a photo kept or deleted is never due again.
 */
export async function sweepUnusedImages(now: Date): Promise<{ deleted: number; kept: number }> {
  const report = { deleted: 0, kept: 0 }
  for (;;) {
    const due = await listImagesDueForSweep(now, SWEEP_BATCH)
    for (const id of due) {
      const url = uploadedImageUrl(id)
      if ((await isImageInFoods(url)) || (await isImageInMessages(url))) {
        await keepImage(id)
        report.kept++
      } else {
        await removeImage(id)
        report.deleted++
      }
    }
    if (due.length < SWEEP_BATCH) return report
  }
}
