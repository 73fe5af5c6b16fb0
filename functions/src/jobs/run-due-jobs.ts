import { Timestamp } from 'firebase-admin/firestore'
import { SYSTEM_TEXTS } from '../domain/conversation'
import { afterJob, type DueActions, dueActions, nextDueAt, pickupStateOf } from '../domain/pickup'
import { DUE_BATCH } from '../shared/constants'
import { conversationIdentity, recordMove } from '../store/conversations'
import { listDueRequestIds } from '../store/due-requests'
import { inFoodChange } from '../store/food-changes'
import { findFood } from '../store/foods'
import { notify } from '../store/notifications'
import {
  findRequest,
  readOpenRequests,
  readRequest,
  setDueAt,
  setPickupFields,
  setRequestStatus,
} from '../store/requests'

export interface JobReport {
  released: number
  reminded: number
  outcomeDue: number
}

const stamp = (date: Date | null) => date && Timestamp.fromDate(date)
const anything = (actions: DueActions) => actions.release || actions.remind || actions.outcomeDue

/**
 * The pickup's scheduled work at `now` (docs/decisions/pickup.md): releases the Accepted requests
 * unconfirmed by their `confirmBy`, reminds both people before the window, asks the donor for the
 * outcome after it. It reads only the requests whose `dueAt` has come (an indexed query), and
 * settles each in a numbered change of its food (store/food-changes.ts), deciding again on fresh
 * data there: so it is safe to run twice, or beside itself, and a release racing a confirmation
 * or a donor move ends one way only. What was sent is recorded on the request.
 */
export async function runDueJobs(now: Date): Promise<JobReport> {
  const report: JobReport = { released: 0, reminded: 0, outcomeDue: 0 }
  // Each settled request's `dueAt` moves past `now` or goes, so the next batch is the next ones;
  // a bounded number of batches keeps one run short, and the next run takes the rest.
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await listDueRequestIds(now, DUE_BATCH)
    for (const { id } of due) {
      const done = await settle(id, now)
      if (done.release) report.released++
      if (done.remind) report.reminded++
      if (done.outcomeDue) report.outcomeDue++
    }
    if (due.length < DUE_BATCH) break
  }
  return report
}

const MAX_BATCHES = 10

const NOTHING: DueActions = { release: false, remind: false, outcomeDue: false }

async function settle(id: string, now: Date): Promise<DueActions> {
  const known = await findRequest(id)
  if (!known) return NOTHING
  const food = await findFood(known.foodId)
  if (!food || !anything(dueActions(pickupStateOf(known), now))) {
    // Nothing to do yet (a confirmation moved the deadline): look again at the next one.
    await setDueAt(known.id, food ? stamp(nextDueAt(pickupStateOf(known))) : null)
    return NOTHING
  }
  return inFoodChange(known.foodId, now, async (current, tx) => {
    const request = await readRequest(tx, id)
    const others = await readOpenRequests(tx, known.foodId)
    if (!current || !request) throw new Error(`Request ${id} or its food went during the job`)
    const actions = dueActions(pickupStateOf(request), now)
    const identity = conversationIdentity(request, request.id, current.donator.img)
    const about = { foodId: current.id, foodName: current.foodName, requestId: request.id }
    if (actions.release) {
      return {
        kind: 'release',
        requestId: request.id,
        food: { portionsReserved: current.portionsReserved - request.portions },
        result: actions,
        writes: (write) => {
          setRequestStatus(write, request, 'Released', now)
          recordMove(write, identity, 'Released', 'request-released', SYSTEM_TEXTS['request-released'], now)
          for (const uid of [request.requesterUid, request.donatorUid]) {
            notify(write, { uid, kind: 'request-released', ...about }, now)
          }
          for (const waiting of others.filter((other) => other.status === 'Requested')) {
            notify(write, { uid: waiting.requesterUid, kind: 'portions-free', ...about, requestId: waiting.id }, now)
          }
        },
      }
    }
    const after = afterJob(pickupStateOf(request), actions, now)
    return {
      kind: 'pickup-reminder',
      requestId: request.id,
      food: {},
      result: actions,
      writes: (write) => {
        setPickupFields(
          write,
          request,
          {
            reminderSent: after.reminderSent,
            outcomeDueSent: after.outcomeDueSent,
            dueAt: stamp(nextDueAt(after)),
          },
          now,
        )
        if (actions.remind) {
          for (const uid of [request.requesterUid, request.donatorUid]) {
            notify(write, { uid, kind: 'pickup-reminder', ...about }, now)
          }
        }
        if (actions.outcomeDue) notify(write, { uid: request.donatorUid, kind: 'outcome-due', ...about }, now)
      },
    }
  })
}
