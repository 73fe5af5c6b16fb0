/**
 * The choices of reports and moderation (docs/decisions/trust.md). Zod-free, like
 * request-status.ts, so the response schemas (zod/mini) name them without the full zod.
 */
export const REPORT_TARGET_KINDS = ['food', 'user', 'message'] as const
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number]

export const REPORT_REASONS = ['spam', 'unsafe-food', 'offensive', 'scam', 'no-show', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_STATUSES = ['open', 'closed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

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

/** A report's details at most: the web's form stops there too. */
export const MAX_REPORT_DETAILS = 1000
