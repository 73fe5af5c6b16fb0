import {
  ASK_AGAIN_AFTER_DECLINE_MS,
  CONFIRM_BEFORE_START_MS,
  CONFIRM_WITHIN_MS,
  CONFIRM_WITHOUT_WINDOW_MS,
  MIN_CONFIRM_MS,
  OUTCOME_DUE_AFTER_END_MS,
  REMINDER_BEFORE_START_MS,
} from '../shared/constants'
import { apiErrors } from '../shared/copy'
import type { PickupWindow } from '../shared/pickup'
import {
  DONOR_MOVES,
  type NotificationKind,
  OPEN_REQUEST_STATUSES,
  type RequestStatus,
  type SystemMessageKind,
} from '../shared/request-status'
import { AppError } from './app-error'
import { type FoodRecord, type FoodVisibility, foodStatusOf, portionsLeft } from './food'

/** What the rules need of a request. */
export interface RequestRecord {
  id: string
  status: RequestStatus
  portions: number
  donatorUid: string
  requesterUid: string
}

type FoodAsked = Pick<
  FoodRecord,
  'donatorUid' | 'foodStatus' | 'expireDateTime' | 'quantity' | 'portionsReserved' | 'portionsCollected'
> &
  FoodVisibility

/**
 * Someone to tell of a change, about the change's food: with the portions asked for, and on an
 * accept the portions kept, which may be fewer.
 */
export interface Notice {
  uid: string
  kind: NotificationKind
  /** The request it is about, if one (a client links to its conversation). */
  requestId?: string
  /** A withdrawal or a food's delete ends the request's conversation: its notice says so. */
  conversationEnded?: boolean
  portions?: number
  portionsAsked?: number
  /** The person whose act it reports, by name, where the one told would ask "who?". */
  who?: string
}

/** What a change does to its food's counters, the number waiting on the donor, and who is told. */
export interface Decision {
  food: Partial<Pick<FoodRecord, 'portionsReserved' | 'portionsCollected'>>
  waiting: number
  notices: Notice[]
}

/** A request still waiting on the donor or on its pickup: a person holds one of these per food at most. */
export function isOpen(request: Pick<RequestRecord, 'status'>): boolean {
  return OPEN_REQUEST_STATUSES.includes(request.status)
}

/**
 * An ask: the food it names, the portions it takes, and what it does, or why it is refused. A
 * request reserves nothing until the donor accepts it, so several people may wait on one food;
 * an ask adds one to the requests waiting on the donor, and tells the donor. Without `portions`
 * it asks for every portion still free: what a client that knows nothing of portions means by
 * asking for the food.
 */
export function decideAsk<Food extends FoodAsked>(
  askerUid: string,
  food: Food | undefined,
  portions: number | undefined,
  now: Date,
  lastDeclinedAt?: Date,
): { food: Food; portions: number; decision: Decision } {
  if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
  if (food.donatorUid === askerUid) throw new AppError('forbidden', apiErrors.ownFood)
  if (declinedRecently(lastDeclinedAt, now)) throw new AppError('conflict', apiErrors.declinedRecently)
  // Held after reports, or its donor suspended (docs/decisions/trust.md): nobody may ask meanwhile.
  if (food.held || food.donorSuspended) throw new AppError('conflict', apiErrors.notAvailable)
  if (foodStatusOf(food, now) === 'Expired') throw new AppError('conflict', apiErrors.expired)
  const left = portionsLeft(food)
  if (left === 0) throw new AppError('conflict', apiErrors.noPortionsLeft)
  const asked = portions ?? left
  if (asked > left) {
    throw new AppError('invalid', apiErrors.badRequest, {
      fields: { portions: `Portions must be at most ${left}, the portions left` },
    })
  }
  return {
    food,
    portions: asked,
    decision: {
      food: {},
      waiting: 1,
      notices: [{ uid: food.donatorUid, kind: 'request-received', portions: asked }],
    },
  }
}

/**
 * Whether the donor declined this person's request for the food too recently for them to ask
 * again: a decline holds for `ASK_AGAIN_AFTER_DECLINE_MS`, so a donor is not nagged.
 */
export function declinedRecently(lastDeclinedAt: Date | undefined, now: Date): boolean {
  return lastDeclinedAt !== undefined && now.getTime() - lastDeclinedAt.getTime() < ASK_AGAIN_AFTER_DECLINE_MS
}

/** How a donor's move changes the food's portions and the number waiting, from the request's portions. */
export function effectOfMove(
  food: Pick<FoodRecord, 'portionsReserved' | 'portionsCollected'>,
  request: Pick<RequestRecord, 'portions'>,
  to: RequestStatus,
): Omit<Decision, 'notices'> {
  const { portions } = request
  switch (to) {
    case 'Accepted':
      return { waiting: -1, food: { portionsReserved: food.portionsReserved + portions } }
    case 'Declined':
      return { waiting: -1, food: {} }
    case 'Collected':
      return { waiting: 0, food: { portionsCollected: food.portionsCollected + portions } }
    case 'No-show':
    case 'Released':
      return { waiting: 0, food: { portionsReserved: food.portionsReserved - portions } }
    case 'Requested':
      return { waiting: 0, food: {} }
  }
}

/** Whom a move tells: the requester hears of every answer, and of how their pickup was marked. */
const TOLD_OF_MOVE: Partial<Record<RequestStatus, NotificationKind>> = {
  Accepted: 'request-accepted',
  Declined: 'request-declined',
  Collected: 'pickup-collected',
  'No-show': 'pickup-no-show',
}

/** The system message each move adds to the request's conversation (docs/decisions/pickup.md). */
const SHOWN_OF_MOVE: Partial<Record<RequestStatus, SystemMessageKind>> = {
  Accepted: 'request-accepted',
  Declined: 'request-declined',
  Collected: 'request-collected',
  'No-show': 'request-no-show',
  Released: 'request-released',
}

export function systemKindOfMove(to: RequestStatus): SystemMessageKind | undefined {
  return SHOWN_OF_MOVE[to]
}

/**
 * The portions an accept keeps: those asked for, or fewer when the donor says so (`keep`, at most
 * what was asked and what is left). Without `keep`, a request asking more than is left is a
 * conflict, as it is when nothing at all is left.
 */
function portionsKept(request: RequestRecord, food: FoodAsked, keep: number | undefined): number {
  const left = portionsLeft(food)
  if (keep === undefined || left === 0) {
    if (request.portions > left) throw new AppError('conflict', apiErrors.notEnoughPortions)
    return keep ?? request.portions
  }
  const most = Math.min(request.portions, left)
  if (keep > most) {
    const why = most === request.portions ? 'the portions asked for' : 'the portions left'
    throw new AppError('invalid', apiErrors.badRequest, {
      fields: { portions: `Portions must be at most ${most}, ${why}` },
    })
  }
  return keep
}

/** A donor's answer to a request: who answers, the status they move it to, and on an accept perhaps fewer portions (`keep`). */
export interface DonorMove {
  donorUid: string
  to: RequestStatus
  keep?: number
  now: Date
}

/**
 * What a change decides for its request: what it does to the food and who is told (`Decision`),
 * what the food's change log records (`kind`: the move, `confirm`, `withdraw`), and what becomes
 * of the request (`request`): moved, holding `portions`, with an accept's pickup marks (its
 * conversation shows the move); its pickup marked, the conversation showing `event`; withdrawn
 * (it goes, and its conversation ends); or left as it is. The store writes it all in the food's
 * numbered change.
 */
export interface RequestOutcome extends Decision {
  kind: string
  request:
    | { status: RequestStatus; portions: number; pickup?: PickupMarks }
    | { pickup: Partial<PickupMarks>; event?: SystemMessageKind }
    | { withdrawn: true }
    | 'unchanged'
}

/**
 * The donor's answer to a request: only the food's donor moves it, only along `DONOR_MOVES`, and
 * an accept only while the food has the portions it keeps (`keep`, or all those asked for). The
 * request then holds the portions kept, and an accept starts the clock of the confirmation and
 * the reminders (`acceptancePickup`, below).
 */
export function decideMove(
  request: RequestRecord & { pickupWindow?: PickupWindow | null },
  food: FoodAsked | undefined,
  { donorUid, to, keep, now }: DonorMove,
): RequestOutcome {
  if (request.donatorUid !== donorUid) throw new AppError('forbidden', apiErrors.notYourMove)
  if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
  if (keep !== undefined && to !== 'Accepted') {
    throw new AppError('invalid', apiErrors.badRequest, {
      fields: { portions: 'Portions can be set only when accepting a request' },
    })
  }
  if (!DONOR_MOVES[request.status].includes(to)) throw new AppError('conflict', apiErrors.impossibleMove)
  const portions = to === 'Accepted' ? portionsKept(request, food, keep) : request.portions
  const told = TOLD_OF_MOVE[to]
  return {
    ...effectOfMove(food, { portions }, to),
    kind: to,
    request: {
      status: to,
      portions,
      ...(to === 'Accepted' && { pickup: acceptancePickup(request.pickupWindow ?? undefined, now) }),
    },
    notices: told
      ? [{ uid: request.requesterUid, kind: told, requestId: request.id, portions, portionsAsked: request.portions }]
      : [],
  }
}

/** What withdrawing a request gives back: its place in the queue, or its reserved portions. */
export function effectOfWithdrawal(
  food: Pick<FoodRecord, 'portionsReserved'>,
  request: Pick<RequestRecord, 'status' | 'portions'>,
): Omit<Decision, 'notices'> {
  if (request.status === 'Requested') return { waiting: -1, food: {} }
  if (request.status === 'Accepted') {
    return { waiting: 0, food: { portionsReserved: food.portionsReserved - request.portions } }
  }
  return { waiting: 0, food: {} }
}

/** What a requester does to their own request: who they are, and when. */
export interface RequesterAct {
  requesterUid: string
  now: Date
}

/**
 * The requester's way out: it frees what the request held, tells the donor of an open one, and
 * ends the conversation. A Collected request is a record of food that changed hands: it stays.
 */
export function decideWithdrawal(
  request: RequestRecord,
  food: Pick<FoodRecord, 'portionsReserved' | 'donatorUid'> | undefined,
  { requesterUid }: RequesterAct,
): RequestOutcome {
  if (request.requesterUid !== requesterUid) throw new AppError('forbidden', apiErrors.notYourRequest)
  if (request.status === 'Collected') throw new AppError('conflict', apiErrors.collectedStays)
  if (!food) throw new AppError('not-found', apiErrors.requestNotFound)
  return {
    ...effectOfWithdrawal(food, request),
    kind: 'withdraw',
    request: { withdrawn: true },
    notices: isOpen(request)
      ? [{ uid: food.donatorUid, kind: 'request-withdrawn', requestId: request.id, conversationEnded: true }]
      : [],
  }
}

/** Deleting a food withdraws its open requests (closed ones stay as a record) and tells each requester. */
export function noticesOfFoodDeleted(openRequests: readonly Pick<RequestRecord, 'requesterUid' | 'id'>[]): Notice[] {
  return openRequests.map((request) => ({
    uid: request.requesterUid,
    kind: 'food-deleted',
    requestId: request.id,
    conversationEnded: true,
  }))
}

/** Whether a requester may clear a request whose food is gone: their own, unless collected. */
export function mayClearOrphan(requesterUid: string, request: Pick<RequestRecord, 'requesterUid' | 'status'>): boolean {
  return request.requesterUid === requesterUid && request.status !== 'Collected'
}

// An accepted pickup's clock (docs/decisions/pickup.md). Pure: every rule takes `now`.

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

/** What a stored request holds of its pickup; the marks are null where the store has none. */
export interface PickupRecord {
  status: RequestStatus
  acceptedAt?: Date | null
  confirmBy?: Date | null
  confirmed: boolean
  pickupWindow?: PickupWindow | null
  reminderSent: boolean
  outcomeDueSent: boolean
}

/** A stored request's pickup as the rules above read it. */
export function pickupStateOf(request: PickupRecord): PickupState {
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

/** What the job does to a due request: the change (`RequestOutcome`) and what was due, for its report. */
export interface DueOutcome extends RequestOutcome {
  actions: DueActions
}

/**
 * What the job does to an accepted request at `now`, on the request and its food as they are
 * inside the food's change: unconfirmed past `confirmBy`, it is Released, its portions free
 * again, both people told, and every requester still waiting for the food told portions are free
 * (`open`: the food's open requests); otherwise it sends what is due (the reminder to both, the
 * outcome question to the donor) and marks it sent, with when to look next.
 */
export function decideDue(
  request: RequestRecord & PickupRecord,
  food: Pick<FoodRecord, 'portionsReserved' | 'portionsCollected'> | undefined,
  { now, open }: { now: Date; open: readonly Pick<RequestRecord, 'id' | 'requesterUid' | 'status'>[] },
): DueOutcome {
  if (!food) throw new Error(`Request ${request.id} or its food went during the job`)
  const state = pickupStateOf(request)
  const actions = dueActions(state, now)
  const both = [request.requesterUid, request.donatorUid]
  if (actions.release) {
    return {
      ...effectOfMove(food, request, 'Released'),
      actions,
      kind: 'Released',
      request: { status: 'Released', portions: request.portions },
      notices: [
        ...both.map((uid): Notice => ({ uid, kind: 'request-released', requestId: request.id })),
        ...open
          .filter((other) => other.status === 'Requested')
          .map((other): Notice => ({ uid: other.requesterUid, kind: 'portions-free', requestId: other.id })),
      ],
    }
  }
  const after = afterJob(state, actions, now)
  return {
    actions,
    kind: 'pickup-job',
    food: {},
    waiting: 0,
    request: {
      pickup: { reminderSent: after.reminderSent, outcomeDueSent: after.outcomeDueSent, dueAt: nextDueAt(after) },
    },
    notices: [
      ...(actions.remind ? both.map((uid): Notice => ({ uid, kind: 'pickup-reminder', requestId: request.id })) : []),
      ...(actions.outcomeDue
        ? [{ uid: request.donatorUid, kind: 'outcome-due', requestId: request.id } satisfies Notice]
        : []),
    ],
  }
}

/**
 * The requester confirms an accepted pickup: only they, and only an Accepted request. It moves the
 * job's next look past `confirmBy`, tells the donor and shows in the conversation. Confirming
 * again changes nothing.
 */
export function decideConfirm(
  request: Pick<RequestRecord, 'id' | 'requesterUid'> & PickupRecord,
  food: Pick<FoodRecord, 'donatorUid'> | undefined,
  { requesterUid }: RequesterAct,
): RequestOutcome {
  if (request.requesterUid !== requesterUid)
    throw new AppError('forbidden', 'Only the requester may confirm the pickup')
  if (request.status !== 'Accepted') throw new AppError('conflict', 'Only an accepted request can be confirmed')
  if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
  const unchanged = { kind: 'confirm', food: {}, waiting: 0, notices: [] }
  if (request.confirmed) return { ...unchanged, request: 'unchanged' }
  return {
    ...unchanged,
    request: {
      pickup: { confirmed: true, dueAt: nextDueAt({ ...pickupStateOf(request), confirmed: true }) },
      event: 'pickup-confirmed',
    },
    notices: [{ uid: food.donatorUid, kind: 'pickup-confirmed', requestId: request.id }],
  }
}
