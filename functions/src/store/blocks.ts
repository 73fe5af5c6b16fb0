/**
 * Blocks between people (docs/decisions/trust.md), one document per blocker and blocked person,
 * id `{blockerUid}_{blockedUid}`, so blocking twice is one block. Its effects go both ways.
 */
import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db, firestoreCall } from './firebase'
import { deleteAll } from './batches'
import { cannotExist } from './document-ids'

const blocks = db.collection('blocks')

const storedBlock = z.object({
  blockerUid: z.string(),
  blockedUid: z.string(),
  blockedProfileId: z.string(),
  createdAt: z.instanceof(Timestamp).transform((stamp) => stamp.toDate()),
})
export type StoredBlock = z.infer<typeof storedBlock>

const blockRef = (blockerUid: string, blockedUid: string) => blocks.doc(`${blockerUid}_${blockedUid}`)

export async function writeBlock(
  blockerUid: string,
  blocked: { uid: string; profileId: string },
  now: Date,
): Promise<void> {
  const ref = blockRef(blockerUid, blocked.uid)
  await firestoreCall(() =>
    ref.set({
      blockerUid,
      blockedUid: blocked.uid,
      blockedProfileId: blocked.profileId,
      createdAt: Timestamp.fromDate(now),
    }),
  )
}

/** Answers how many blocks it removed (0 or 1). */
export async function removeBlock(blockerUid: string, blockedUid: string): Promise<number> {
  const ref = blockRef(blockerUid, blockedUid)
  if (cannotExist(ref.id)) return 0
  const snapshot = await firestoreCall(() => ref.get())
  if (!snapshot.exists) return 0
  await firestoreCall(() => ref.delete())
  return 1
}

/** The person's own blocks, newest first. */
export async function listBlocksBy(uid: string): Promise<StoredBlock[]> {
  const snapshot = await firestoreCall(() => blocks.where('blockerUid', '==', uid).get())
  return snapshot.docs
    .map((doc) => storedBlock.parse(doc.data()))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** Everyone the person blocked or was blocked by: one set, so nobody can tell which side blocked. */
export async function blockedBetween(uid: string): Promise<Set<string>> {
  const [by, of] = await Promise.all([
    firestoreCall(() => blocks.where('blockerUid', '==', uid).get()),
    firestoreCall(() => blocks.where('blockedUid', '==', uid).get()),
  ])
  return new Set([
    ...by.docs.map((doc) => storedBlock.parse(doc.data()).blockedUid),
    ...of.docs.map((doc) => storedBlock.parse(doc.data()).blockerUid),
  ])
}

/** Whether either of two people blocked the other: two document reads. */
export async function isBlockedEitherWay(a: string, b: string): Promise<boolean> {
  const [one, other] = await Promise.all([
    firestoreCall(() => blockRef(a, b).get()),
    firestoreCall(() => blockRef(b, a).get()),
  ])
  return one.exists || other.exists
}

/** A deleted account's blocks, both ways. */
export async function removeBlocksOf(uid: string): Promise<void> {
  await deleteAll(blocks.where('blockerUid', '==', uid))
  await deleteAll(blocks.where('blockedUid', '==', uid))
}
