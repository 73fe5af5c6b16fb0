/**
 * The moderation's rules (docs/decisions/trust.md): which action fits which report, whom a user
 * action concerns, when reports hold a food, and how a suspension closes a request.
 */
import { apiErrors } from '../shared/copy'
import type { ModerationAction, ReportTargetKind } from '../shared/moderation-choices'
import { REPORTS_TO_HOLD_FOOD } from '../shared/moderation'
import type { RequestStatus } from '../shared/request-status'
import { AppError } from './app-error'
import type { FoodRecord } from './food'
import { type Decision, effectOfMove, isOpen, type RequestOutcome, type RequestRecord } from './request'

/** The actions about a person: on a food's report they concern its donor, on a message's its writer. */
export const PERSON_ACTIONS: readonly ModerationAction[] = ['warn-user', 'suspend-user', 'reinstate-user']

const FITS: Readonly<Record<ModerationAction, readonly ReportTargetKind[]>> = {
  dismiss: ['food', 'user', 'message'],
  'hide-food': ['food'],
  'restore-food': ['food'],
  'remove-message': ['message'],
  // Feedback is about a person: a report of their profile is where its removal is asked for.
  'remove-feedback': ['user'],
  'warn-user': ['food', 'user', 'message'],
  'suspend-user': ['food', 'user', 'message'],
  'reinstate-user': ['food', 'user', 'message'],
}

export function actionFits(action: ModerationAction, target: ReportTargetKind): boolean {
  return FITS[action].includes(target)
}

/** Refuses an action that does not apply to the report's target (a conflict: the report says what it is about). */
export function assertActionFits(action: ModerationAction, target: ReportTargetKind): void {
  if (!actionFits(action, target)) throw new AppError('conflict', apiErrors.actionDoesNotFit)
}

/**
 * Whether a new report holds the food now: enough different people reported it while it was not
 * held already (each person holds one open report per target, so reports count people).
 */
export function holdsFood(openReports: number, alreadyHeld: boolean): boolean {
  return !alreadyHeld && openReports >= REPORTS_TO_HOLD_FOOD
}

/**
 * How a suspension or a deletion closes an open request: an accepted one is Released (its
 * portions free again), a waiting one Declined (it no longer waits on the donor).
 */
export function closingStatus(status: RequestStatus): RequestStatus {
  return status === 'Accepted' ? 'Released' : 'Declined'
}

/**
 * Closing several open requests of one food at once (a suspended donor's food, a suspended
 * requester's request): each moves as `closingStatus` says, and the food's counters and the number
 * waiting on the donor follow every move in turn.
 */
export function effectOfClosing<Request extends Pick<RequestRecord, 'status' | 'portions'>>(
  food: Pick<FoodRecord, 'portionsReserved' | 'portionsCollected'>,
  open: readonly Request[],
): Omit<Decision, 'notices'> & { moves: { request: Request; status: RequestStatus }[] } {
  let counters = { portionsReserved: food.portionsReserved, portionsCollected: food.portionsCollected }
  let waiting = 0
  const moves = open.map((request) => {
    const status = closingStatus(request.status)
    const effect = effectOfMove(counters, request, status)
    counters = { ...counters, ...effect.food }
    waiting += effect.waiting
    return { request, status }
  })
  return { food: counters, waiting, moves }
}

/**
 * A suspended requester's request, as the store reads it inside its food's change: an open one
 * closes as `closingStatus` says, freeing what it held, and its donor is told; a closed one stays
 * as it is.
 */
export function decideSuspendedRequest(
  request: RequestRecord,
  food: Pick<FoodRecord, 'portionsReserved' | 'portionsCollected'> | undefined,
): RequestOutcome {
  if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
  if (!isOpen(request)) return { kind: 'suspend', food: {}, waiting: 0, notices: [], request: 'unchanged' }
  const status = closingStatus(request.status)
  return {
    ...effectOfMove(food, request, status),
    kind: 'suspend',
    request: { status, portions: request.portions },
    notices: [{ uid: request.donatorUid, kind: 'request-closed', requestId: request.id }],
  }
}
