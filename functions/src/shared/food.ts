import { z } from 'zod'
import { copy } from './copy'
import {
  MAX_FOOD_NAME,
  MAX_ID_LENGTH,
  MAX_LOCATION,
  MAX_QUANTITY,
  MAX_REQUESTED_TIME_LENGTH,
  MAX_SEARCH_LENGTH,
  MIN_FOOD_NAME,
} from './constants'
import { isSafeImageUrl } from './image-url'
import { isRealDate, isPastExpiry } from './expiry'
import { DIET_TAGS } from './diet-tags'
import { FOOD_STATUSES } from './food-status'
import { coordinatesInput } from './geo'
import { MAX_REQUEST_MESSAGE, REQUEST_STATUSES } from './request-status'
import { isWellFormedText, plainText } from './plain-text'
import { pickupWindowInput, pickupWindowsInput } from './pickup'

/** Firestore auto-ids and our request ids: letters and digits only, so no path ever escapes. */
export const documentId = z
  .string()
  .regex(/^[A-Za-z0-9]+$/, 'Malformed id')
  .max(MAX_ID_LENGTH, 'Malformed id')

const foodName = z
  .string({ error: 'Food name is required' })
  .trim()
  .min(MIN_FOOD_NAME, copy.dialog.invalidTitle.text)
  .max(MAX_FOOD_NAME, `Food name must be at most ${MAX_FOOD_NAME} characters`)
  .refine(isWellFormedText, copy.dialog.invalidTitle.text)

const foodImg = z
  .string({ error: 'Food image URL is required' })
  .refine((value) => isWellFormedText(value) && isSafeImageUrl(value), copy.dialog.invalidUrl.text)

/** A whole number; the number input may hand over its digits as a string. */
const quantity = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ],
    {
      error: 'Quantity must be a whole number',
    },
  )
  .pipe(
    z
      .number()
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  )

const location = z
  .string({ error: 'Pickup location is required' })
  .trim()
  .min(1, 'Pickup location is required')
  .max(MAX_LOCATION, `Pickup location must be at most ${MAX_LOCATION} characters`)
  .refine(isWellFormedText, 'Pickup location must be valid text')

const expireDateTime = z
  .string({ error: 'Expiry date is required' })
  .refine(isRealDate, 'Expiry date must be a real date (YYYY-MM-DD)')

/** Any of the fixed list, kept once each (so at most the list's length); none says nothing either way. */
const tags = z
  .array(z.enum(DIET_TAGS, { error: `Tags must be from: ${DIET_TAGS.join(', ')}` }), { error: 'Tags must be a list' })
  .transform((list) => [...new Set(list)])
  .default([])

/** What a donor sends to add a food. Donor and timestamps come from the server, never from here. */
export const foodInput = z.object({
  tags,
  foodName,
  foodImg,
  quantity,
  location,
  expireDateTime: expireDateTime.refine(
    (date) => !isPastExpiry(date, new Date()),
    'Expiry date must not be in the past',
  ),
  foodStatus: z.literal('Available', { error: 'A new food can only be Available' }).default('Available'),
  /** The pickup point beside the spec's text `location` (shared/geo.ts). */
  coordinates: coordinatesInput,
  /** Absent: none on an add, kept on an edit; `[]` takes them away (shared/pickup.ts). */
  pickupWindows: pickupWindowsInput.optional(),
})
export type FoodInput = z.infer<typeof foodInput>

/** The edit form may set any status (docs/product.md, Foods) and keep a date that has since passed. */
export const foodUpdateInput = foodInput.extend({
  expireDateTime,
  foodStatus: z.enum(FOOD_STATUSES, { error: 'Food status must be Available, Requested or Expired' }),
})
export type FoodUpdateInput = z.infer<typeof foodUpdateInput>

const portions = z
  .number({ error: 'Portions must be a whole number' })
  .int('Portions must be a whole number')
  .min(1, 'Portions must be at least 1')
  .max(MAX_QUANTITY, `Portions must be at most ${MAX_QUANTITY}`)
  .optional()

/** The request form sends the whole food again; only these are the requester's to say. */
export const requestInput = z.object({
  foodId: documentId,
  requestedTime: z
    .string({ error: 'Request time is required' })
    .max(MAX_REQUESTED_TIME_LENGTH, 'Request time is too long')
    .regex(/^\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp][Mm])?$/, 'Request time must be a time of day'),
  /** Absent, the request asks for every portion still free: what a spec client means. */
  portions,
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(MAX_REQUEST_MESSAGE, `Message must be at most ${MAX_REQUEST_MESSAGE} characters`)
    .refine(isWellFormedText, 'Message must be valid text')
    // The conversation's first message: plain text like every other (shared/plain-text.ts).
    .transform(plainText)
    .default(''),
  /** One of the food's windows, required when it has any. */
  pickupWindow: pickupWindowInput.optional(),
})
export type RequestInput = z.infer<typeof requestInput>

/** `PATCH /request/{id}`: the donor's answer (shared/request-status.ts lists the moves). */
export const requestMoveInput = z.object({
  status: z.enum(REQUEST_STATUSES, {
    error: `Status must be one of ${REQUEST_STATUSES.join(', ')}`,
  }),
  /** An accept may keep fewer portions than were asked for; absent, it keeps them all. */
  portions,
})
export type RequestMoveInput = z.infer<typeof requestMoveInput>

export const searchQuery = z.object({
  searchParams: z
    .string()
    .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
    .default(''),
})

export const emailQuery = z.object({
  email: z.string({ error: 'email is required' }).trim().min(1, 'email is required').max(320),
})
