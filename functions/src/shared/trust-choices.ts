/**
 * The choices of feedback, reports and moderation (docs/decisions/trust.md). Zod-free,
 * like request-status.ts, so the web names them without a schema library.
 */
export const FEEDBACK_RATINGS = ['positive', 'negative'] as const
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number]

/** Why a piece of negative feedback: required with every thumbs-down. */
export const FEEDBACK_REASONS = ['no-show', 'late', 'not-as-described', 'rude', 'unsafe', 'other'] as const
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number]

export const REPORT_TARGET_KINDS = ['food', 'user', 'message'] as const
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number]

export const REPORT_REASONS = ['spam', 'unsafe-food', 'offensive', 'scam', 'no-show', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide-food',
  'restore-food',
  'remove-message',
  'remove-feedback',
  'warn-user',
  'suspend-user',
  'reinstate-user',
] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

export const REPORT_STATUSES = ['open', 'closed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const MAX_REPORT_DETAILS = 1000
