import { uploadedImageUrl } from '../shared/image-url'
import { isImageInMessages } from '../store/conversations'
import { isImageInFoods } from '../store/foods'
import { keepImage, listImagesDueForSweep, removeImage } from '../store/images'
import { accountOf } from '../store/profiles'

const SWEEP_BATCH = 50

/**
 * Whether the photo is its uploader's profile photo: one chosen at sign-up is stored in the Auth
 * account as an absolute URL (docs/decisions/image-storage.md), on whichever host they signed up.
 */
async function isProfilePhotoOf(uploaderUid: string | undefined, url: string): Promise<boolean> {
  if (uploaderUid === undefined) return false
  const photoURL = (await accountOf(uploaderUid))?.photoURL
  if (!photoURL) return false
  try {
    const parsed = new URL(photoURL)
    return parsed.pathname === url && parsed.search === ''
  } catch {
    return false
  }
}

/**
 * Housekeeping (docs/decisions/trust.md): a photo that no food, no message and no profile uses 24 hours after
 * its upload is deleted, so free accounts cannot fill the store; one in use then is kept for
 * good. Reads only the photos due (an indexed query), and is safe to run twice or beside itself:
 * a photo kept or deleted is never due again.
 */
export async function sweepUnusedImages(now: Date): Promise<{ deleted: number; kept: number }> {
  const report = { deleted: 0, kept: 0 }
  for (;;) {
    const due = await listImagesDueForSweep(now, SWEEP_BATCH)
    for (const { id, uploaderUid } of due) {
      const url = uploadedImageUrl(id)
      if ((await isImageInFoods(url)) || (await isImageInMessages(url)) || (await isProfilePhotoOf(uploaderUid, url))) {
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
