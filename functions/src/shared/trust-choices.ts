/**
 * The choices of feedback after a handover (docs/decisions/trust.md). Zod-free, like
 * request-status.ts and moderation-choices.ts, so the web's screens name them without the full zod.
 */
export const FEEDBACK_RATINGS = ['positive', 'negative'] as const
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number]

/** Why a piece of negative feedback: required with every thumbs-down. */
export const FEEDBACK_REASONS = ['no-show', 'late', 'not-as-described', 'rude', 'unsafe', 'other'] as const
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number]
