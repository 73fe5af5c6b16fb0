import { ASK_AGAIN_AFTER_DECLINE_MS } from '../shared/constants'
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
import { acceptancePickup, type PickupMarks } from './pickup'

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

/** What a donor's move does: to its food (`Decision`), and to the request, its new status, the portions it holds and its pickup marks. */
export interface MoveOutcome extends Decision {
  status: RequestStatus
  portions: number
  pickup?: PickupMarks
}

/**
 * The donor's answer to a request: only the food's donor moves it, only along `DONOR_MOVES`, and
 * an accept only while the food has the portions it keeps (`keep`, or all those asked for). The
 * request then holds the portions kept, and an accept starts the clock of the confirmation and
 * the reminders (domain/pickup.ts).
 */
export function decideMove(
  request: RequestRecord & { pickupWindow?: PickupWindow | null },
  food: FoodAsked | undefined,
  { donorUid, to, keep, now }: DonorMove,
): MoveOutcome {
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
    status: to,
    portions,
    ...(to === 'Accepted' && { pickup: acceptancePickup(request.pickupWindow ?? undefined, now) }),
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

/**
 * The requester's way out: it frees what the request held and tells the donor of an open one. A
 * Collected request is a record of food that changed hands: it stays.
 */
export function decideWithdrawal(
  requesterUid: string,
  request: RequestRecord,
  food: Pick<FoodRecord, 'portionsReserved' | 'donatorUid'> | undefined,
): Decision {
  if (request.requesterUid !== requesterUid) throw new AppError('forbidden', apiErrors.notYourRequest)
  if (request.status === 'Collected') throw new AppError('conflict', apiErrors.collectedStays)
  if (!food) throw new AppError('not-found', apiErrors.requestNotFound)
  return {
    ...effectOfWithdrawal(food, request),
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
