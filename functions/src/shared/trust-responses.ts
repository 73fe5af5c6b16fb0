/**
 * The answers of moderation and of "your data" (docs/decisions/trust.md), strict like every
 * answer in responses.ts. A module of their own: responses.ts is on the home's first load (it parses
 * the home list), and only moderators and a person leaving read these, so they load with those screens.
 */
import { z } from 'zod/mini'
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_KINDS } from './moderation-choices'
import { NOTIFICATION_KINDS, REQUEST_STATUSES } from './request-status'
import { foodList, preferencesBody, publicFoodBody } from './responses'

const requestStatus = z.enum(REQUEST_STATUSES)

const reportTarget = z.strictObject({ kind: z.enum(REPORT_TARGET_KINDS), id: z.string() })

/** What a report's target holds now, for the moderator deciding on it; none of these when it is gone. */
const reportContent = z.strictObject({
  food: z.optional(z.extend(publicFoodBody, { held: z.boolean(), donorSuspended: z.boolean() })),
  message: z.optional(z.strictObject({ text: z.string(), imageUrl: z.optional(z.string()), at: z.string() })),
  profile: z.optional(
    z.strictObject({
      profileId: z.string(),
      name: z.string(),
      img: z.string(),
      suspended: z.boolean(),
      /** What they received, newest first, each with the id `remove-feedback` names. */
      feedbackReceived: z.array(
        z.strictObject({
          _id: z.string(),
          // shared/trust.ts names the ratings and reasons with the full zod, kept out of the web's first load.
          rating: z.string(),
          reason: z.nullable(z.string()),
          comment: z.string(),
          at: z.string(),
        }),
      ),
    }),
  ),
})

/** `GET /moderation/reports` and the answer to a moderator's action: a report, its target now, and how many reported it. */
export const moderationReportBody = z.strictObject({
  _id: z.string(),
  target: reportTarget,
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** ISO 8601. */
  createdAt: z.string(),
  /** How many different people have an open report of the same target. */
  reporters: z.number(),
  content: reportContent,
  closedAt: z.optional(z.string()),
  action: z.optional(z.enum(MODERATION_ACTIONS)),
  note: z.optional(z.string()),
})
export const moderationReportList = z.array(moderationReportBody)
export type ModerationReport = z.infer<typeof moderationReportBody>

/** `GET /moderation/log`: every moderator action, newest first. */
export const moderationLogEntryBody = z.strictObject({
  _id: z.string(),
  moderator: z.strictObject({ email: z.string() }),
  action: z.enum(MODERATION_ACTIONS),
  target: reportTarget,
  reportId: z.string(),
  note: z.string(),
  /** ISO 8601. */
  at: z.string(),
})
export const moderationLog = z.array(moderationLogEntryBody)
export type ModerationLogEntry = z.infer<typeof moderationLogEntryBody>

/** `GET /me/export`: everything stored about the caller, and nothing about anyone else (no other person's name or email). */
export const myDataBody = z.strictObject({
  /** ISO 8601. */
  exportedAt: z.string(),
  profile: z.strictObject({
    profileId: z.string(),
    email: z.string(),
    name: z.string(),
    img: z.string(),
    memberSince: z.string(),
  }),
  foods: foodList,
  requests: z.array(
    z.strictObject({
      _id: z.string(),
      foodId: z.string(),
      foodName: z.string(),
      requestedTime: z.string(),
      portions: z.number(),
      message: z.string(),
      status: requestStatus,
      createdAt: z.string(),
    }),
  ),
  messagesSent: z.array(
    z.strictObject({
      _id: z.string(),
      requestId: z.string(),
      text: z.string(),
      imageUrl: z.optional(z.string()),
      at: z.string(),
    }),
  ),
  notifications: z.array(
    z.strictObject({
      kind: z.enum(NOTIFICATION_KINDS),
      foodId: z.string(),
      foodName: z.string(),
      at: z.string(),
      read: z.boolean(),
    }),
  ),
  reportsMade: z.array(
    z.strictObject({
      _id: z.string(),
      target: reportTarget,
      reason: z.enum(REPORT_REASONS),
      details: z.string(),
      status: z.enum(REPORT_STATUSES),
      createdAt: z.string(),
    }),
  ),
  preferences: preferencesBody,
  feedbackGiven: z.array(
    z.strictObject({
      requestId: z.string(),
      rating: z.string(),
      reason: z.nullable(z.string()),
      comment: z.string(),
      at: z.string(),
    }),
  ),
  /** Counts only, as on the profile: never who gave which. */
  feedbackReceived: z.strictObject({ positive: z.number(), negative: z.number() }),
  blocks: z.array(z.strictObject({ profileId: z.string(), at: z.string() })),
})
export type MyData = z.infer<typeof myDataBody>
