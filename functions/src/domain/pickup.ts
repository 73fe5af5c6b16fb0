/**
 * When an accepted request must be confirmed, when its people are reminded, when the donor is
 * asked for the outcome, and what the job does at a given time (docs/decisions/pickup.md). Pure:
 * every rule takes `now`.
 */
import {
  CONFIRM_BEFORE_START_MS,
  CONFIRM_WITHIN_MS,
  CONFIRM_WITHOUT_WINDOW_MS,
  MIN_CONFIRM_MS,
  OUTCOME_DUE_AFTER_END_MS,
  REMINDER_BEFORE_START_MS,
} from '../shared/constants'
import type { PickupWindow } from '../shared/pickup'
import type { RequestStatus } from '../shared/request-status'
import { AppError } from './app-error'

/**
 * The earlier of acceptance + 2 h and the window's start − 30 min, but never less than 10 min
 * after acceptance; acceptance + 24 h without a window.
 */
export function confirmByFor(acceptedAt: Date, window: PickupWindow | undefined): Date {
  const accepted = acceptedAt.getTime()
  if (!window) return new Date(accepted + CONFIRM_WITHOUT_WINDOW_MS)
  const earliest = Math.min(accepted + CONFIRM_WITHIN_MS, Date.parse(window.start) - CONFIRM_BEFORE_START_MS)
  return new Date(Math.max(earliest, accepted + MIN_CONFIRM_MS))
}

/** Both people are reminded at the later of acceptance and the window's start − 2 h; no window, no reminder. */
export function reminderAt(acceptedAt: Date, window: PickupWindow | undefined): Date | undefined {
  if (!window) return undefined
  return new Date(Math.max(acceptedAt.getTime(), Date.parse(window.start) - REMINDER_BEFORE_START_MS))
}

/** The donor is asked for the outcome an hour after the window ends. */
export function outcomeDueAt(window: PickupWindow | undefined): Date | undefined {
  return window ? new Date(Date.parse(window.end) + OUTCOME_DUE_AFTER_END_MS) : undefined
}

/** What the job needs to know of a request. */
export interface PickupState {
  status: RequestStatus
  acceptedAt?: Date
  confirmBy?: Date
  confirmed: boolean
  pickupWindow?: PickupWindow
  reminderSent: boolean
  outcomeDueSent: boolean
}

export interface DueActions {
  release: boolean
  remind: boolean
  outcomeDue: boolean
}

const NOTHING: DueActions = { release: false, remind: false, outcomeDue: false }

/** A reminder once the window has ended says nothing useful: the outcome question follows instead. */
function reminderWanted(state: PickupState): Date | undefined {
  if (state.reminderSent || !state.acceptedAt || !state.pickupWindow) return undefined
  const at = reminderAt(state.acceptedAt, state.pickupWindow)
  return at && at.getTime() < Date.parse(state.pickupWindow.end) ? at : undefined
}

/** What is due at `now`. A release closes the request, so nothing else is sent with it. */
export function dueActions(state: PickupState, now: Date): DueActions {
  if (state.status !== 'Accepted') return NOTHING
  const t = now.getTime()
  if (!state.confirmed && state.confirmBy && t >= state.confirmBy.getTime()) return { ...NOTHING, release: true }
  const remindAt = reminderWanted(state)
  const outcomeAt = state.outcomeDueSent ? undefined : outcomeDueAt(state.pickupWindow)
  const windowEnded = state.pickupWindow !== undefined && t >= Date.parse(state.pickupWindow.end)
  return {
    release: false,
    remind: remindAt !== undefined && t >= remindAt.getTime() && !windowEnded,
    outcomeDue: outcomeAt !== undefined && t >= outcomeAt.getTime(),
  }
}

/**
 * The request's marks once the job has done `actions` at `now`. A reminder the job never got to
 * before the window ended is marked done too: it would say nothing useful any more.
 */
export function afterJob(state: PickupState, actions: DueActions, now: Date): PickupState {
  const windowEnded = state.pickupWindow !== undefined && now.getTime() >= Date.parse(state.pickupWindow.end)
  return {
    ...state,
    reminderSent: state.reminderSent || actions.remind || windowEnded,
    outcomeDueSent: state.outcomeDueSent || actions.outcomeDue,
  }
}

/** When the job must next look at the request (its indexed `dueAt`), or null when never. */
export function nextDueAt(state: PickupState): Date | null {
  if (state.status !== 'Accepted') return null
  const times = [
    state.confirmed ? undefined : state.confirmBy,
    reminderWanted(state),
    state.outcomeDueSent ? undefined : outcomeDueAt(state.pickupWindow),
  ].filter((time): time is Date => time !== undefined)
  if (times.length === 0) return null
  return new Date(Math.min(...times.map((time) => time.getTime())))
}

/** A stored request's pickup as the rules above read it. */
export function pickupStateOf(request: {
  status: RequestStatus
  acceptedAt?: Date | null
  confirmBy?: Date | null
  confirmed: boolean
  pickupWindow?: PickupWindow | null
  reminderSent: boolean
  outcomeDueSent: boolean
}): PickupState {
  return {
    status: request.status,
    acceptedAt: request.acceptedAt ?? undefined,
    confirmBy: request.confirmBy ?? undefined,
    confirmed: request.confirmed,
    pickupWindow: request.pickupWindow ?? undefined,
    reminderSent: request.reminderSent,
    outcomeDueSent: request.outcomeDueSent,
  }
}

/** What a request stores of its pickup; `dueAt` is when the job must next look at it. */
export interface PickupMarks {
  acceptedAt: Date
  confirmBy: Date
  confirmed: boolean
  reminderSent: boolean
  outcomeDueSent: boolean
  dueAt: Date | null
}

/** Accepting starts the clock: the request must be confirmed by `confirmBy`, and the job looks at it then. */
export function acceptancePickup(window: PickupWindow | undefined, now: Date): PickupMarks {
  const confirmBy = confirmByFor(now, window)
  const marks = { acceptedAt: now, confirmBy, confirmed: false, reminderSent: false, outcomeDueSent: false }
  return { ...marks, dueAt: nextDueAt({ status: 'Accepted', pickupWindow: window, ...marks }) }
}

/** Only the requester confirms, and only an Accepted request; confirming again changes nothing. */
export function decideConfirm(
  uid: string,
  request: PickupState & { requesterUid: string },
): { dueAt: Date | null; already: boolean } {
  if (request.requesterUid !== uid) throw new AppError('forbidden', 'Only the requester may confirm the pickup')
  if (request.status !== 'Accepted') throw new AppError('conflict', 'Only an accepted request can be confirmed')
  return { dueAt: nextDueAt({ ...request, confirmed: true }), already: request.confirmed }
}
