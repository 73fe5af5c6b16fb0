/**
 * Feedback after a handover (docs/decisions/trust.md). One document per request and giver, id
 * `{requestId}_{fromUid}`: its `create()` refuses a second one from the same person, however many
 * arrive at once. Nothing edits it; a moderator may remove it.
 */
import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { AppError } from '../domain/app-error'
import { db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'
import { apiErrors } from '../shared/copy'
import { FEEDBACK_RATINGS, FEEDBACK_REASONS, type FeedbackRating, type FeedbackReason } from '../shared/trust'
import { deleteAll } from './batches'
import { cannotExist } from './document-ids'

const feedback = db.collection('feedback')

const storedFeedback = z.object({
  requestId: z.string(),
  foodId: z.string(),
  fromUid: z.string(),
  toUid: z.string(),
  rating: z.enum(FEEDBACK_RATINGS),
  reason: z.enum(FEEDBACK_REASONS).nullable(),
  comment: z.string(),
  createdAt: z.instanceof(Timestamp).transform((stamp) => stamp.toDate()),
})
export type StoredFeedback = z.infer<typeof storedFeedback> & { id: string }

export interface NewFeedback {
  requestId: string
  foodId: string
  fromUid: string
  toUid: string
  rating: FeedbackRating
  reason: FeedbackReason | null
  comment: string
}

export async function insertFeedback(entry: NewFeedback, now: Date): Promise<void> {
  const ref = feedback.doc(`${entry.requestId}_${entry.fromUid}`)
  try {
    await firestoreCall(() => ref.create({ ...entry, createdAt: Timestamp.fromDate(now) }))
  } catch (error) {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) throw new AppError('conflict', apiErrors.feedbackGiven)
    throw error
  }
}

/** How much positive and negative feedback the person received: two `count()`s, no document read. */
export async function countFeedbackAbout(uid: string): Promise<Record<FeedbackRating, number>> {
  const [positive, negative] = await Promise.all(
    FEEDBACK_RATINGS.map((rating) =>
      firestoreCall(() => feedback.where('toUid', '==', uid).where('rating', '==', rating).count().get()),
    ),
  )
  return { positive: positive?.data().count ?? 0, negative: negative?.data().count ?? 0 }
}

/** What the person gave (their data, `GET /me/export`), oldest first. */
export async function listFeedbackBy(uid: string): Promise<StoredFeedback[]> {
  const snapshot = await firestoreCall(() => feedback.where('fromUid', '==', uid).get())
  return snapshot.docs
    .map((doc) => ({ ...storedFeedback.parse(doc.data()), id: doc.id }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

export async function findFeedback(id: string): Promise<StoredFeedback | undefined> {
  if (cannotExist(id) || !/^[A-Za-z0-9_]+$/.test(id)) return undefined
  const snapshot = await firestoreCall(() => feedback.doc(id).get())
  return snapshot.exists ? { ...storedFeedback.parse(snapshot.data()), id: snapshot.id } : undefined
}

/** A moderator's removal: the counts drop with it. */
export async function removeFeedback(id: string): Promise<void> {
  await firestoreCall(() => feedback.doc(id).delete())
}

/** What the person received, newest first, for the moderators deciding on a report of them. */
export async function listFeedbackAbout(uid: string): Promise<StoredFeedback[]> {
  const snapshot = await firestoreCall(() => feedback.where('toUid', '==', uid).get())
  return snapshot.docs
    .map((doc) => ({ ...storedFeedback.parse(doc.data()), id: doc.id }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/**
 * A deleted account's feedback stays, counted for the people it was about, but no longer says who
 * gave it: each moves to an id of its own (its old id held the giver's uid) without `fromUid`, in
 * one batch with the old one's delete. A deleted person can give no more, so nothing needs the
 * old id's guard against a second piece.
 */
export async function forgetGiver(uid: string): Promise<void> {
  const snapshot = await firestoreCall(() => feedback.where('fromUid', '==', uid).get())
  for (const doc of snapshot.docs) {
    const batch = db.batch()
    batch.create(feedback.doc(), { ...doc.data(), fromUid: '' })
    batch.delete(doc.ref)
    await firestoreCall(() => batch.commit())
  }
}

/** What a deleted account received: it counted only on their profile, which is gone with them. */
export async function removeFeedbackAbout(uid: string): Promise<void> {
  await deleteAll(feedback.where('toUid', '==', uid))
}
