/**
 * Reports and the moderators' decisions (docs/decisions/trust.md): anyone signed in reports a
 * food, a person or a message; three people reporting one food hold it off the lists at once;
 * moderators see the queue with each target as it is now, act, and every action is logged.
 */
import type { SessionUser } from '../domain/account'
import { AppError } from '../domain/app-error'
import { toPublicFood } from '../domain/food'
import { assertWithinLimit } from '../domain/limits'
import { assertActionFits, decideSuspendedRequest, effectOfClosing, holdsFood } from '../domain/moderation'
import { isOpen, type Notice } from '../domain/request'
import { isNewAccount } from '../domain/trust'
import { apiErrors, copy } from '../shared/copy'
import { type ModerationInput, type ReportInput } from '../shared/moderation'
import type { ReportStatus } from '../shared/moderation-choices'
import { mapPage, type Page, type PageRequest } from '../shared/paging'
import type { InsertResult, ModerationLogEntry, ModerationReport } from '../shared/responses'
import { setSuspended } from '../store/accounts'
import { findConversation, findMessage, replaceMessageText, SYSTEM } from '../store/conversations'
import { inFoodChange, inRequestDecision } from '../store/food-changes'
import { findFood, listAllFoodsOfDonator } from '../store/foods'
import { notifyNow } from '../store/notifications'
import { countAttemptAt } from '../store/rate-limits'
import {
  closeReports,
  findReport,
  insertReport,
  listModerationLog,
  listReports,
  listReportsOfTarget,
  type StoredReport,
} from '../store/reports'
import { findFeedback, listFeedbackAbout, removeFeedback } from '../store/feedback'
import { accountOf, profileOf, uidOfProfile, withDonorProfiles } from '../store/profiles'
import { listAllRequestsOf } from '../store/requests'

/** The target must exist (404); a message only its conversation's two people may report (403). */
async function assertReportable(user: SessionUser, target: ReportInput['target']): Promise<void> {
  if (target.kind === 'food') {
    if (!(await findFood(target.id))) throw new AppError('not-found', apiErrors.reportTargetNotFound)
    return
  }
  if (target.kind === 'message') {
    const message = await findMessage(target.id)
    const conversation = message && (await findConversation(message.requestId))
    if (!message || !conversation) throw new AppError('not-found', apiErrors.reportTargetNotFound)
    if (![conversation.requesterUid, conversation.donorUid].includes(user.uid)) {
      throw new AppError('forbidden', apiErrors.notYourConversation)
    }
    return
  }
  if (!(await personOfProfile(target.id))) throw new AppError('not-found', apiErrors.reportTargetNotFound)
}

export async function reportTarget(user: SessionUser, input: ReportInput, now: Date): Promise<InsertResult> {
  await assertReportable(user, input.target)
  assertWithinLimit('report', await countAttemptAt(user.uid, 'report', now), now, apiErrors.tooManyReports)
  const { createdAt } = await profileOf(user)
  const fromNewAccount = isNewAccount(createdAt, now)
  const insertedId = await insertReport(user.uid, input, fromNewAccount, now)
  if (input.target.kind === 'food' && !fromNewAccount) await holdIfReportedEnough(input.target.id, now)
  return { insertedId }
}

/**
 * How many people a report speaks for: while open, everyone with an open report of its target;
 * once closed, everyone whose report the same decision closed (they share its closing time).
 */
async function reportersOf(report: StoredReport): Promise<number> {
  const all = await listReportsOfTarget(report.targetKind, report.targetId)
  const closedAt = report.closedAt?.toMillis()
  return all.filter((other) =>
    report.status === 'open' || closedAt === undefined
      ? other.status === 'open'
      : other.status === 'closed' && other.closedAt?.toMillis() === closedAt,
  ).length
}

/**
 * Three different people reporting a food take it off the lists at once, and its donor is told.
 * Reports from accounts younger than a day do not count toward it (docs/decisions/trust.md).
 */
async function holdIfReportedEnough(foodId: string, now: Date): Promise<void> {
  const reports = await listReportsOfTarget('food', foodId)
  const reporters = reports.filter((report) => report.status === 'open' && !report.fromNewAccount).length
  const food = await findFood(foodId)
  if (!food || !holdsFood(reporters, food.held)) return
  await setHeld(foodId, true, now)
}

/** Holds a food off the lists, or lists it again; its donor is told when that changes anything. */
function setHeld(foodId: string, held: boolean, now: Date): Promise<void> {
  return inFoodChange(foodId, now, (food) => {
    if (!food) throw new AppError('not-found', apiErrors.reportTargetNotFound)
    const changes = food.held !== held
    const notices: Notice[] = changes ? [{ uid: food.donatorUid, kind: held ? 'food-held' : 'food-restored' }] : []
    return { kind: held ? 'hold' : 'restore', food: changes ? { held } : {}, notices, result: undefined }
  })
}

/**
 * A suspended donor's food leaves the lists and its open requests close (each requester told);
 * reinstated, it is listed again and the closed requests stay closed.
 */
function setDonorSuspended(foodId: string, suspended: boolean, now: Date): Promise<void> {
  return inFoodChange(foodId, now, async (food, read) => {
    if (!food) throw new AppError('not-found', apiErrors.foodNotFound)
    if (!suspended) return { kind: 'reinstate', food: { donorSuspended: false }, result: undefined }
    const open = await read.openRequests()
    const closing = effectOfClosing(food, open)
    return {
      kind: 'suspend',
      food: { ...closing.food, donorSuspended: true },
      waiting: closing.waiting,
      requests: closing.moves,
      notices: open.map((request): Notice => ({
        uid: request.requesterUid,
        kind: 'request-closed',
        requestId: request.id,
      })),
      result: undefined,
    }
  })
}

/** A suspended requester's open request closes, its donor told (domain/moderation.ts). */
async function closeOwnRequest(requestId: string, now: Date): Promise<void> {
  await inRequestDecision(requestId, { now }, decideSuspendedRequest)
}

/** Gone meanwhile (its food deleted): nothing left to close. */
async function unlessGone(work: Promise<void>): Promise<void> {
  try {
    await work
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'not-found')) throw error
  }
}

async function suspend(uid: string, now: Date): Promise<void> {
  await setSuspended(uid, true)
  for (const food of await listAllFoodsOfDonator(uid)) await unlessGone(setDonorSuspended(food.id, true, now))
  for (const request of await listAllRequestsOf(uid)) {
    if (isOpen(request)) await unlessGone(closeOwnRequest(request.id, now))
  }
}

async function reinstate(uid: string, now: Date): Promise<void> {
  await setSuspended(uid, false)
  for (const food of await listAllFoodsOfDonator(uid)) {
    if (food.donorSuspended) await unlessGone(setDonorSuspended(food.id, false, now))
  }
}

/** Whom an action about a person concerns: the reported person, a food's donor, a message's writer. */
async function personOf(report: StoredReport): Promise<string> {
  const gone = new AppError('not-found', apiErrors.reportTargetNotFound)
  if (report.targetKind === 'food') {
    const food = await findFood(report.targetId)
    if (!food) throw gone
    return food.donatorUid
  }
  if (report.targetKind === 'message') {
    const message = await findMessage(report.targetId)
    if (!message) throw gone
    if (message.fromUid === SYSTEM) throw new AppError('conflict', apiErrors.actionDoesNotFit)
    return message.fromUid
  }
  const uid = await personOfProfile(report.targetId)
  if (!uid) throw gone
  return uid
}

async function apply(report: StoredReport, input: ModerationInput, now: Date): Promise<void> {
  switch (input.action) {
    case 'dismiss':
      // Nothing was wrong: a food held by its reports is listed again.
      if (report.targetKind === 'food' && (await findFood(report.targetId))?.held) {
        await setHeld(report.targetId, false, now)
      }
      return
    case 'hide-food':
      return setHeld(report.targetId, true, now)
    case 'restore-food':
      return setHeld(report.targetId, false, now)
    case 'remove-message': {
      const message = await findMessage(report.targetId)
      if (!message) throw new AppError('not-found', apiErrors.reportTargetNotFound)
      return replaceMessageText(message, copy.trust.messageRemoved)
    }
    case 'remove-feedback':
      return removeFeedbackAbout(report, input.feedbackId)
    case 'warn-user': {
      const food = report.targetKind === 'food' ? await findFood(report.targetId) : undefined
      const event = { uid: await personOf(report), kind: 'account-warned' as const }
      return notifyNow({ ...event, foodId: food?.id ?? '', foodName: food?.foodName ?? '' }, now)
    }
    case 'suspend-user':
      return suspend(await personOf(report), now)
    case 'reinstate-user':
      return reinstate(await personOf(report), now)
  }
}

/**
 * A moderator's decision on a report: the action first, then every open report of the same
 * target closes with it and the log records it, in one transaction. The action is applied
 * before the report closes, so a failure leaves the report open to try again.
 */
export async function decideReport(
  moderator: SessionUser,
  id: string,
  input: ModerationInput,
  now: Date,
): Promise<ModerationReport> {
  const report = await findReport(id)
  if (!report) throw new AppError('not-found', apiErrors.reportNotFound)
  if (report.status !== 'open') throw new AppError('conflict', apiErrors.reportClosed)
  assertActionFits(input.action, report.targetKind)
  await apply(report, input, now)
  const closed = await closeReports(
    report,
    {
      moderatorUid: moderator.uid,
      moderatorEmail: moderator.email,
      action: input.action,
      targetKind: report.targetKind,
      targetId: report.targetId,
      reportId: report.id,
      note: input.note,
    },
    now,
  )
  return toModerationReport(closed, now)
}

async function contentOf(report: StoredReport, now: Date): Promise<ModerationReport['content']> {
  if (report.targetKind === 'food') {
    const found = await findFood(report.targetId)
    if (!found) return {}
    const [food] = await withDonorProfiles([found])
    return food ? { food: { ...toPublicFood(food, now), held: food.held, donorSuspended: food.donorSuspended } } : {}
  }
  if (report.targetKind === 'message') {
    const message = await findMessage(report.targetId)
    if (!message) return {}
    const { text, imageUrl, at } = message
    return { message: { text, ...(imageUrl !== undefined && { imageUrl }), at: at.toDate().toISOString() } }
  }
  const profile = await profileForModerators(report.targetId)
  return profile ? { profile } : {}
}

async function toModerationReport(report: StoredReport, now: Date): Promise<ModerationReport> {
  const [reporters, content] = await Promise.all([reportersOf(report), contentOf(report, now)])
  return {
    _id: report.id,
    target: { kind: report.targetKind, id: report.targetId },
    reason: report.reason,
    details: report.details,
    status: report.status,
    createdAt: report.createdAt.toDate().toISOString(),
    reporters,
    content,
    ...(report.closedAt && { closedAt: report.closedAt.toDate().toISOString() }),
    ...(report.action && { action: report.action }),
    ...(report.note !== undefined && report.note !== null && { note: report.note }),
  }
}

export async function getModerationReports(status: ReportStatus, now: Date): Promise<ModerationReport[]> {
  const reports = await listReports(status)
  return Promise.all(reports.map((report) => toModerationReport(report, now)))
}

export async function getModerationLog(page: PageRequest): Promise<Page<ModerationLogEntry>> {
  return mapPage(await listModerationLog(page), (entry) => ({
    _id: entry.id,
    moderator: { email: entry.moderatorEmail },
    action: entry.action,
    target: { kind: entry.targetKind, id: entry.targetId },
    reportId: entry.reportId,
    note: entry.note,
    at: entry.at.toDate().toISOString(),
  }))
}

/** Whose a profile is, while their account exists (a deleted person's profile is gone). */
async function personOfProfile(profileId: string): Promise<string | undefined> {
  const uid = await uidOfProfile(profileId)
  return uid !== undefined && (await accountOf(uid)) ? uid : undefined
}

/** A reported person as the moderators see them: their profile, whether suspended, and the feedback they received. */
async function profileForModerators(profileId: string): Promise<ModerationReport['content']['profile']> {
  const uid = await uidOfProfile(profileId)
  const account = uid === undefined ? undefined : await accountOf(uid)
  if (uid === undefined || !account) return undefined
  const received = await listFeedbackAbout(uid)
  return {
    profileId,
    name: account.displayName ?? '',
    img: account.photoURL ?? '',
    suspended: account.disabled,
    feedbackReceived: received.map((entry) => ({
      _id: entry.id,
      rating: entry.rating,
      reason: entry.reason,
      comment: entry.comment,
      at: entry.createdAt.toISOString(),
    })),
  }
}

/** Removes one piece of feedback about the reported person; it must be about them. */
async function removeFeedbackAbout(report: StoredReport, feedbackId: string | undefined): Promise<void> {
  if (feedbackId === undefined) {
    throw new AppError('invalid', apiErrors.badRequest, { fields: { feedbackId: apiErrors.feedbackIdRequired } })
  }
  const [uid, entry] = await Promise.all([personOfProfile(report.targetId), findFeedback(feedbackId)])
  if (!entry || uid === undefined || entry.toUid !== uid) throw new AppError('not-found', apiErrors.feedbackNotFound)
  await removeFeedback(feedbackId)
}
