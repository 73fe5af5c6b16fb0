import { decideDue, type DueActions, dueActions, nextDueAt, pickupStateOf } from '../domain/request'
import { DUE_BATCH } from '../shared/constants'
import { listDueRequestIds } from '../store/due-requests'
import { inDueRequestDecision } from '../store/food-changes'
import { findFood } from '../store/foods'
import { findRequest, setDueAt } from '../store/requests'

export interface JobReport {
  released: number
  reminded: number
  outcomeDue: number
}

const NOTHING: DueActions = { release: false, remind: false, outcomeDue: false }
const MAX_BATCHES = 10

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

async function settle(id: string, now: Date): Promise<DueActions> {
  const known = await findRequest(id)
  if (!known) return NOTHING
  const food = await findFood(known.foodId)
  if (!food || !Object.values(dueActions(pickupStateOf(known), now)).some(Boolean)) {
    // Nothing to do yet (a confirmation moved the deadline): look again at the next one.
    await setDueAt(known.id, food ? nextDueAt(pickupStateOf(known)) : null)
    return NOTHING
  }
  return (await inDueRequestDecision(id, now, decideDue)).actions
}
