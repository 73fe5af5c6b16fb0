/**
 * A request's life (the sharing loop, docs/decisions/sharing-loop.md). Zod-free, like
 * food-status.ts, so the web's first load can name them without a schema library.
 */
export const REQUEST_STATUSES = ['Requested', 'Accepted', 'Declined', 'Collected', 'No-show', 'Released'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** The donor's moves: from each state, where a request may go next. Any other move is a 409. */
export const DONOR_MOVES: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  Requested: ['Accepted', 'Declined'],
  Accepted: ['Collected', 'No-show'],
  Declined: [],
  Collected: [],
  'No-show': [],
  // An Accepted request left unconfirmed past its `confirmBy` (docs/decisions/pickup.md): the job's move, never the donor's.
  Released: [],
}

/** A request still waiting on the donor or on its pickup: a user holds one of these per food at most. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['Requested', 'Accepted']

export const NOTIFICATION_KINDS = [
  'request-received',
  'request-accepted',
  'request-declined',
  'request-withdrawn',
  'food-deleted',
  'message-received',
  'pickup-reminder',
  'request-released',
  'portions-free',
  'outcome-due',
  'pickup-confirmed',
  'food-near-you',
  'pickup-collected',
  'pickup-no-show',
  // Trust and safety (docs/decisions/trust.md).
  'food-held',
  'food-restored',
  'request-closed',
  'account-warned',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The events a conversation shows as system messages, one per state move of its request. */
export const SYSTEM_MESSAGE_KINDS = [
  'request-accepted',
  'request-declined',
  'request-collected',
  'request-no-show',
  'request-released',
  'pickup-confirmed',
] as const
export type SystemMessageKind = (typeof SYSTEM_MESSAGE_KINDS)[number]

/** How many events `GET /notifications` answers, newest first. */
export const NOTIFICATIONS_SHOWN = 50

/** Longest message a requester may leave the donor. */
export const MAX_REQUEST_MESSAGE = 500
