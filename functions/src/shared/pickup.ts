/**
 * Arranging a pickup (docs/decisions/pickup.md): the inputs of pickup windows and of messages.
 * Their time rules (length, future, expiry day, overlap) need `now` and the food, so they live in
 * `domain/pickup-window.ts`; here is only the shape every client must send.
 */
import { z } from 'zod'
import { MAX_MESSAGE_LENGTH, MAX_PICKUP_WINDOWS } from './constants'
import { isUploadedImageUrl } from './image-url'

import { isWellFormedText, plainText } from './plain-text'

/** ISO 8601 with a time zone (`Z` or `±hh:mm`): a time without one means a different instant to each reader. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

const instant = z
  .string({ error: 'Times must be ISO 8601 with a time zone' })
  .regex(ISO_WITH_OFFSET, 'Times must be ISO 8601 with a time zone')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Times must be real times')
  // Stored and answered in UTC.
  .transform((value) => new Date(value).toISOString())

export const pickupWindowInput = z.object(
  { start: instant, end: instant },
  { error: 'A pickup window is { start, end }' },
)
export type PickupWindow = z.infer<typeof pickupWindowInput>

/** A food's windows: up to five; `[]` takes them away. */
export const pickupWindowsInput = z
  .array(pickupWindowInput, { error: 'Pickup windows must be a list' })
  .max(MAX_PICKUP_WINDOWS, `At most ${MAX_PICKUP_WINDOWS} pickup windows`)

export const messageInput = z.object({
  text: z
    .string({ error: 'Text is required' })
    .refine(isWellFormedText, 'Text must be valid text')
    .transform((text) => plainText(text).trim())
    .pipe(
      z
        .string()
        .min(1, 'Text is required')
        .max(MAX_MESSAGE_LENGTH, `Text must be at most ${MAX_MESSAGE_LENGTH} characters`),
    ),
  imageUrl: z
    .string({ error: 'Image must be one of our own photos (/api/images/{id})' })
    .refine(isUploadedImageUrl, 'Image must be one of our own photos (/api/images/{id})')
    .optional(),
})
export type MessageInput = z.infer<typeof messageInput>

/** `GET /request/{id}/messages?before={messageId}`: the page before that message. */
export const messagesQuery = z.object({
  before: z
    .string({ error: 'before must be a message id' })
    .regex(/^[A-Za-z0-9]{1,128}$/, 'before must be a message id')
    .optional(),
})
