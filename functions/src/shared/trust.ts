/**
 * Trust and safety's inputs and figures (docs/decisions/trust.md): feedback after a handover,
 * blocking, and the limits that follow behaviour. The web parses its forms with the same schemas.
 */
import { z } from 'zod'
import { MAX_FEEDBACK_COMMENT } from './constants'
import { documentId } from './food'
import { isWellFormedText, plainText } from './plain-text'
import { FEEDBACK_RATINGS, FEEDBACK_REASONS } from './trust-choices'

// The lists live zod-free in trust-choices.ts, so the web's screens name them without zod.
export { FEEDBACK_RATINGS, FEEDBACK_REASONS, type FeedbackRating, type FeedbackReason } from './trust-choices'

/** `POST /request/{id}/feedback`: a reason is required with a negative rating, and only with one. */
export const feedbackInput = z
  .object({
    rating: z.enum(FEEDBACK_RATINGS, { error: `rating must be one of ${FEEDBACK_RATINGS.join(', ')}` }),
    reason: z.enum(FEEDBACK_REASONS, { error: `reason must be one of ${FEEDBACK_REASONS.join(', ')}` }).optional(),
    comment: z
      .string({ error: 'comment must be text' })
      .refine(isWellFormedText, 'comment must be valid text')
      .transform((text) => plainText(text).trim())
      .pipe(z.string().max(MAX_FEEDBACK_COMMENT, `comment must be at most ${MAX_FEEDBACK_COMMENT} characters`))
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.rating === 'negative' && input.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'reason is required with a negative rating' })
    }
    if (input.rating === 'positive' && input.reason !== undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'reason goes with a negative rating only' })
    }
  })
export type FeedbackInput = z.infer<typeof feedbackInput>

/** `POST /blocks`. */
export const blockInput = z.object({ profileId: documentId })
