/**
 * Reports, the moderators' actions and the caller's own data (docs/decisions/trust.md): the
 * inputs the API validates and the web's forms parse, and their limits.
 */
import { z } from 'zod'
import { MAX_ID_LENGTH } from './constants'
import { documentId } from './food'
import {
  MAX_REPORT_DETAILS,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
} from './moderation-choices'
import { isWellFormedText, plainText } from './plain-text'

export { MAX_REPORT_DETAILS }
export const MAX_MODERATION_NOTE = 1000
/** This many different people reporting one food take it off the public lists until a moderator decides. */
export const REPORTS_TO_HOLD_FOOD = 3
/** A moderation queue answers this many reports, oldest first (open) or newest first (closed). */
export const MODERATION_REPORTS_SHOWN = 200

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`)
    .refine(isWellFormedText, `${name} must be well-formed text`)
    .transform(plainText)

export const reportInput = z.strictObject({
  target: z.strictObject(
    {
      kind: z.enum(REPORT_TARGET_KINDS, { error: `target.kind must be one of: ${REPORT_TARGET_KINDS.join(', ')}` }),
      id: documentId,
    },
    { error: 'target must be { kind, id }' },
  ),
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(', ')}` }),
  details: text('details', MAX_REPORT_DETAILS).optional(),
})
export type ReportInput = z.infer<typeof reportInput>

export const moderationInput = z.strictObject({
  action: z.enum(MODERATION_ACTIONS, { error: `action must be one of: ${MODERATION_ACTIONS.join(', ')}` }),
  note: text('note', MAX_MODERATION_NOTE),
  /** `remove-feedback` names which piece of feedback about the reported person goes (`{requestId}_{uid}`). */
  feedbackId: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/, 'Malformed feedbackId')
    .max(2 * MAX_ID_LENGTH + 1, 'Malformed feedbackId')
    .optional(),
})
export type ModerationInput = z.infer<typeof moderationInput>

export const reportStatusQuery = z.strictObject({
  status: z.enum(REPORT_STATUSES, { error: 'status must be open or closed' }).default('open'),
})
