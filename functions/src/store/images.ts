import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import { cannotExist } from './document-ids'
import { firestoreCall } from './firestore-call'

const images = db.collection('images')

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

export async function insertImage(uploaderUid: string, webp: Buffer, now: Date): Promise<string> {
  const ref = images.doc()
  await firestoreCall(() => ref.create({ webp, uploaderUid, createdAt: Timestamp.fromDate(now) }))
  return ref.id
}

/** The stored WebP bytes, or undefined when there is no such photo. */
export async function findImage(id: string): Promise<Buffer | undefined> {
  if (cannotExist(id)) return undefined
  const snapshot = await firestoreCall(() => images.doc(id).get())
  if (!snapshot.exists) return undefined
  const { webp } = storedImage.parse(snapshot.data())
  return Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength)
}
