/** Public profiles and feedback after a handover (docs/decisions/trust.md). */
import type { SessionUser } from '../domain/account'
import { AppError } from '../domain/app-error'
import { feedbackSubject, shownFeedback } from '../domain/trust'
import { apiErrors } from '../shared/copy'
import type { ProfileBody, SuccessResult } from '../shared/responses'
import type { FeedbackInput } from '../shared/trust'
import { countFeedbackAbout, insertFeedback } from '../store/feedback'
import { figuresOf } from '../store/people'
import { accountOf, uidOfProfile } from '../store/profiles'
import { findRequest } from '../store/requests'

/** What anyone may see of a person: 404 for an id never drawn and for a person gone. */
export async function getProfile(profileId: string): Promise<ProfileBody> {
  const uid = await uidOfProfile(profileId)
  const account = uid === undefined ? undefined : await accountOf(uid)
  if (uid === undefined || !account) throw new AppError('not-found', apiErrors.profileNotFound)
  const [figures, counts] = await Promise.all([figuresOf(uid), countFeedbackAbout(uid)])
  return {
    profileId,
    name: account.displayName ?? '',
    img: account.photoURL ?? '',
    memberSince: new Date(account.metadata.creationTime).toISOString(),
    ...figures,
    feedback: shownFeedback(counts),
  }
}

/** One piece of feedback per person and request, about the other person (domain/trust.ts says when). */
export async function giveFeedback(
  user: SessionUser,
  requestId: string,
  input: FeedbackInput,
  now: Date,
): Promise<SuccessResult> {
  const request = await findRequest(requestId)
  if (!request) throw new AppError('not-found', apiErrors.requestNotFound)
  const toUid = feedbackSubject(user.uid, request)
  await insertFeedback(
    {
      requestId: request.id,
      foodId: request.foodId,
      fromUid: user.uid,
      toUid,
      rating: input.rating,
      reason: input.reason ?? null,
      comment: input.comment ?? '',
    },
    now,
  )
  return { success: true }
}
