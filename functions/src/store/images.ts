import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db, firestoreCall } from './firebase'
import { IMAGE_MAX_SIDE_PX, UNUSED_IMAGE_AFTER_MS } from '../shared/constants'
import { IMAGE_WIDTHS_PX, type ImageWidth } from '../shared/image-widths'
import { cannotExist } from './document-ids'

const images = db.collection('images')
/** Set at upload, removed once housekeeping found the photo in use: photos stored before it are never swept. */
const SWEEP_AT = 'sweepAt'

/**
 * Firestore refuses a document over 1 MiB (1,048,576 bytes), counting its name and field names
 * too; this leaves ample room for those beside the bytes (docs/decisions/image-storage.md).
 */
export const MAX_STORED_IMAGE_BYTES = 1_000_000

/** A photo as stored: the WebP bytes and who uploaded it when. */
const storedImage = z.object({
  webp: z.instanceof(Uint8Array),
  uploaderUid: z.string(),
  createdAt: z.instanceof(Timestamp),
})

/** A narrower width of a photo: `images/{id}/widths/{width}`, one document each (each up to 1 MB). */
const storedWidth = z.object({ webp: z.instanceof(Uint8Array) })

const widthsOf = (id: string) => images.doc(id).collection('widths')

/** The widest in `images/{id}` (where photos uploaded before the widths keep theirs), the others beneath it, in one batch. */
export async function insertImage(uploaderUid: string, webps: Record<ImageWidth, Buffer>, now: Date): Promise<string> {
  const ref = images.doc()
  const batch = db.batch()
  batch.create(ref, {
    webp: webps[IMAGE_MAX_SIDE_PX],
    uploaderUid,
    createdAt: Timestamp.fromDate(now),
    // When housekeeping looks whether anything uses it (docs/decisions/trust.md).
    [SWEEP_AT]: Timestamp.fromMillis(now.getTime() + UNUSED_IMAGE_AFTER_MS),
  })
  for (const width of IMAGE_WIDTHS_PX)
    if (width !== IMAGE_MAX_SIDE_PX) batch.create(widthsOf(ref.id).doc(String(width)), { webp: webps[width] })
  await firestoreCall(() => batch.commit())
  return ref.id
}

const bytesOf = (webp: Uint8Array) => Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength)

/**
 * The stored WebP bytes at `width`, or undefined when there is no such photo. A photo uploaded
 * before the widths were kept has the widest alone, which then stands for every width.
 */
export async function findImage(id: string, width: ImageWidth): Promise<Buffer | undefined> {
  if (cannotExist(id)) return undefined
  if (width !== IMAGE_MAX_SIDE_PX) {
    const narrower = await firestoreCall(() => widthsOf(id).doc(String(width)).get())
    if (narrower.exists) return bytesOf(storedWidth.parse(narrower.data()).webp)
  }
  const snapshot = await firestoreCall(() => images.doc(id).get())
  if (!snapshot.exists) return undefined
  return bytesOf(storedImage.parse(snapshot.data()).webp)
}

/** The photos whose look for use is due at `now`, oldest first, with who uploaded each (housekeeping). */
export async function listImagesDueForSweep(
  now: Date,
  limit: number,
): Promise<{ id: string; uploaderUid: string | undefined }[]> {
  const snapshot = await firestoreCall(() =>
    images.where(SWEEP_AT, '<=', Timestamp.fromDate(now)).orderBy(SWEEP_AT).limit(limit).select('uploaderUid').get(),
  )
  return snapshot.docs.map((doc) => {
    const uploaderUid: unknown = doc.get('uploaderUid')
    return { id: doc.id, uploaderUid: typeof uploaderUid === 'string' ? uploaderUid : undefined }
  })
}

/** A photo found in use stays for good: it is not looked at again. */
export async function keepImage(id: string): Promise<void> {
  await firestoreCall(() => images.doc(id).update({ [SWEEP_AT]: FieldValue.delete() }))
}

/** The photo and each of its widths, in one batch. */
export async function removeImage(id: string): Promise<void> {
  const batch = db.batch()
  for (const width of IMAGE_WIDTHS_PX) if (width !== IMAGE_MAX_SIDE_PX) batch.delete(widthsOf(id).doc(String(width)))
  batch.delete(images.doc(id))
  await firestoreCall(() => batch.commit())
}
