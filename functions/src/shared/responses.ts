/**
 * The API's answers, one schema each: the server's types are inferred from them, the web parses
 * every answer with them, and the tests hold the server to them. Strict: a field no schema names
 * (`donatorUid`, `searchTokens`, a public donor's email) fails the parse, so nothing leaks by accident.
 *
 * Written with `zod/mini` because the web's first load parses the home list: the full zod API
 * would add about 15 KB gzip to it, mini about 3.
 */
import { LANGUAGES } from './languages'
import { z } from 'zod/mini'
import { ALERT_FREQUENCIES, EMAIL_CHOICES } from './channel-choices'
import { DIET_TAGS } from './diet-tags'
import { FOOD_STATUSES } from './food-status'
import { NOTIFICATION_KINDS, REQUEST_STATUSES, SYSTEM_MESSAGE_KINDS } from './request-status'
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_KINDS } from './moderation-choices'

const foodStatus = z.enum(FOOD_STATUSES)
const requestStatus = z.enum(REQUEST_STATUSES)

/** The donor as a signed-in caller sees it (single food, own lists): it prefills the request form. */
export const donatorBody = z.strictObject({ name: z.string(), email: z.string(), img: z.string() })
export type Donator = z.infer<typeof donatorBody>
/** A person in an answer about them: `profileId` opens their public profile (`GET /users/{profileId}`). */
export const personBody = z.extend(donatorBody, { profileId: z.string() })
export type Person = z.infer<typeof personBody>
/** The donor as anyone sees it on a public list: no email for scrapers: the product's public list names none. */
export const publicDonatorBody = z.strictObject({ name: z.string(), img: z.string(), profileId: z.string() })

/** A pickup point: exact for the donor and an accepted requester, else to 2 decimals (shared/geo.ts). */
const coordinates = z.optional(z.strictObject({ lat: z.number(), lng: z.number() }))

/** A pickup window, ISO 8601 in UTC (docs/decisions/pickup.md). */
export const pickupWindowBody = z.strictObject({ start: z.string(), end: z.string() })
export type PickupWindowBody = z.infer<typeof pickupWindowBody>

/** What every answer about a request says of its pickup: the chosen window, and once accepted, the confirmation. */
const pickupFields = {
  pickupWindow: z.optional(pickupWindowBody),
  /** ISO 8601: an Accepted request unconfirmed by then is Released. */
  confirmBy: z.optional(z.string()),
  confirmed: z.optional(z.boolean()),
}

const foodFields = {
  _id: z.string(),
  foodName: z.string(),
  foodImg: z.string(),
  quantity: z.number(),
  location: z.string(),
  expireDateTime: z.string(),
  foodStatus,
  /** The quantity less the portions of Accepted and Collected requests. */
  portionsLeft: z.number(),
  tags: z.array(z.enum(DIET_TAGS)),
  coordinates,
  pickupWindows: z.optional(z.array(pickupWindowBody)),
}

/** `GET /food/{id}` and the donor's own `/posted`; `requestsWaiting` counts the Requested ones. */
export const foodBody = z.strictObject({ ...foodFields, donator: personBody, requestsWaiting: z.number() })
export const foodList = z.array(foodBody)
export type Food = z.infer<typeof foodBody>

/** `/allfoods`, `/foods`, `/food?searchParams=`: what anyone may see. */
export const publicFoodBody = z.strictObject({
  ...foodFields,
  donator: publicDonatorBody,
  /** `/foods?near=`: km from the caller's point to the rounded one, one decimal. */
  distanceKm: z.optional(z.number()),
})
export const publicFoodList = z.array(publicFoodBody)
export type PublicFood = z.infer<typeof publicFoodBody>

/** A request as the API sends it (docs/product.md, Requests; `userEamil` is spelt so on the wire). */
export const requestBody = z.strictObject({
  _id: z.string(),
  foodId: z.string(),
  foodName: z.string(),
  foodImg: z.string(),
  requestedTime: z.string(),
  userEamil: z.string(),
  expireDateTime: z.string(),
  foodStatus,
  location: z.string(),
  donator: z.strictObject({ name: z.string(), email: z.string() }),
  portions: z.number(),
  message: z.string(),
  status: requestStatus,
  /** The food's status now (the lists of the caller's requests; absent once the food is gone). */
  foodStatusNow: z.optional(foodStatus),
  coordinates,
  ...pickupFields,
})
export const requestList = z.array(requestBody)
export type FoodRequest = z.infer<typeof requestBody>

/** One entry of the donor's queue (`GET /food/{id}/requests`), also `PATCH /request/{id}`'s answer. */
export const queuedRequestBody = z.strictObject({
  _id: z.string(),
  foodId: z.string(),
  portions: z.number(),
  message: z.string(),
  requestedTime: z.string(),
  status: requestStatus,
  requester: personBody,
  /** ISO 8601. */
  createdAt: z.string(),
  ...pickupFields,
})
export const queuedRequestList = z.array(queuedRequestBody)
export type QueuedRequest = z.infer<typeof queuedRequestBody>

/**
 * `GET /notifications`: the caller's newest events; `at` is ISO 8601. A request's events carry the
 * `portions` asked for, and an accept the `portions` kept of the `portionsAsked`.
 */
export const notificationBody = z.strictObject({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  foodId: z.string(),
  foodName: z.string(),
  at: z.string(),
  read: z.boolean(),
  /** The request it is about, where there is one (`message-received` links to its conversation). */
  requestId: z.optional(z.string()),
  /** On `request-withdrawn` and `food-deleted`: the request's conversation ended with it. */
  conversationEnded: z.optional(z.boolean()),
  portions: z.optional(z.int().check(z.positive())),
  portionsAsked: z.optional(z.int().check(z.positive())),
  /** On `request-received`: the requester's name. */
  who: z.optional(z.string()),
})
export const notificationList = z.array(notificationBody)
export type FoodNotification = z.infer<typeof notificationBody>

/** `GET /request/{id}/messages`: oldest first; `kind` names the event of a system message. */
export const messageBody = z.strictObject({
  _id: z.string(),
  from: z.enum(['me', 'them', 'system']),
  text: z.string(),
  imageUrl: z.optional(z.string()),
  /** ISO 8601. */
  at: z.string(),
  kind: z.optional(z.enum(SYSTEM_MESSAGE_KINDS)),
})
export const messageList = z.array(messageBody)
export type MessageBody = z.infer<typeof messageBody>

/** `GET /conversations`: latest activity first; never the other person's email. */
export const conversationBody = z.strictObject({
  requestId: z.string(),
  foodId: z.string(),
  foodName: z.string(),
  foodImg: z.string(),
  status: requestStatus,
  other: z.strictObject({ name: z.string(), img: z.string(), profileId: z.optional(z.string()) }),
  /** Null until someone writes (a request without a message starts an empty conversation). */
  lastMessage: z.nullable(z.strictObject({ text: z.string(), at: z.string(), from: z.enum(['me', 'them', 'system']) })),
  unread: z.number(),
})
export const conversationList = z.array(conversationBody)
export type ConversationBody = z.infer<typeof conversationBody>

/** `GET /unread`: the top bar's counts. */
export const unreadBody = z.strictObject({ messages: z.number(), notifications: z.number() })
export type UnreadBody = z.infer<typeof unreadBody>

/** `POST /notifications/read`. */
export const markedRead = z.strictObject({ modifiedCount: z.number() })
export type MarkedRead = z.infer<typeof markedRead>

/** `GET /stats`: the community's impact, from aggregations. */
export const statsBody = z.strictObject({ foodsPosted: z.number(), portionsCollected: z.number(), donors: z.number() })
export type Stats = z.infer<typeof statsBody>

export const insertResult = z.strictObject({ insertedId: z.string().check(z.regex(/^[A-Za-z0-9]+$/)) })
export type InsertResult = z.infer<typeof insertResult>
export const updateResult = z.strictObject({ matchedCount: z.number(), modifiedCount: z.number() })
export type UpdateResult = z.infer<typeof updateResult>
export const deleteResult = z.strictObject({ deletedCount: z.number() })
export type DeleteResult = z.infer<typeof deleteResult>
export const successResult = z.strictObject({ success: z.literal(true) })
export type SuccessResult = z.infer<typeof successResult>

/** Every error: JSON `{ error, fields? }`, plus `requestId` on a 500 only. No stack, ever. */
export const errorBody = z.strictObject({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  code: z.optional(z.string()),
  requestId: z.optional(z.string()),
})
export type ApiErrorBody = z.infer<typeof errorBody>
/** POST /images: where the stored photo is served (`/api/images/{id}`). */
export const uploadedImage = z.strictObject({ url: z.string() })
export type UploadedImage = z.infer<typeof uploadedImage>

/** `GET /alerts`: the caller's own alerts, newest first (shared/channels.ts). */
export const alertBody = z.strictObject({
  _id: z.string(),
  near: z.strictObject({ lat: z.number(), lng: z.number() }),
  radiusKm: z.number(),
  tags: z.array(z.enum(DIET_TAGS)),
  words: z.array(z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.string(),
})
export const alertList = z.array(alertBody)
export type Alert = z.infer<typeof alertBody>

const channelChoiceBody = z.strictObject({ push: z.boolean(), email: z.enum(EMAIL_CHOICES) })
/** `GET` and `PUT /me/preferences`: every kind's channels, the defaults filling what was never chosen. */
export const preferencesBody = z.strictObject({
  channels: z.record(z.enum(NOTIFICATION_KINDS), channelChoiceBody),
  quietHours: z.nullable(z.strictObject({ from: z.string(), to: z.string() })),
  timeZone: z.string(),
  digestAt: z.string(),
})
export type PreferencesBody = z.infer<typeof preferencesBody>

/** `PUT /me/language`: the language as saved. */
export const languageBody = z.strictObject({ language: z.enum(LANGUAGES) })
export type LanguageBody = z.infer<typeof languageBody>

/** `GET /me/language`: the language chosen on the account, `null` until the person chooses one. */
export const accountLanguageBody = z.strictObject({ language: z.nullable(z.enum(LANGUAGES)) })
export type AccountLanguageBody = z.infer<typeof accountLanguageBody>

/** `GET /push-subscriptions/key`: the VAPID public key a browser subscribes with (`applicationServerKey`). */
export const pushKeyBody = z.strictObject({ publicKey: z.string() })
export type PushKey = z.infer<typeof pushKeyBody>

/** `{ positive, negative }` feedback counts, shown once the person has received enough (shared/constants.ts). */
export const feedbackCountsBody = z.strictObject({ positive: z.number(), negative: z.number() })
/** `GET /users/{profileId}`: what anyone may see of a person; never their email, uid or whereabouts. */
export const profileBody = z.strictObject({
  profileId: z.string(),
  name: z.string(),
  img: z.string(),
  /** ISO 8601: when the account was made. */
  memberSince: z.string(),
  foodsShared: z.number(),
  portionsGiven: z.number(),
  portionsReceived: z.number(),
  feedback: z.nullable(feedbackCountsBody),
})
export type ProfileBody = z.infer<typeof profileBody>

/** `GET /blocks`: the people the caller blocked, newest first. */
export const blockBody = z.strictObject({
  profileId: z.string(),
  name: z.string(),
  img: z.string(),
  /** ISO 8601. */
  blockedAt: z.string(),
})
export const blockList = z.array(blockBody)
export type BlockBody = z.infer<typeof blockBody>
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
  alerts: alertList,
  pushSubscriptions: z.array(z.strictObject({ endpoint: z.string() })),
})
export type MyData = z.infer<typeof myDataBody>
