import { type ChannelJobReport, runChannelJobs } from './channels'
import { type HousekeepingReport, runHousekeeping } from './housekeeping'
import { type JobReport, runDueJobs } from './run-due-jobs'

export interface ScheduledReport {
  pickup: JobReport
  channels: ChannelJobReport
  housekeeping: HousekeepingReport
}

type Outcome<T> = { report: T } | { error: unknown }

function settle<T>(job: Promise<T>): Promise<Outcome<T>> {
  return job.then(
    (report) => ({ report }),
    (error: unknown) => ({ error }),
  )
}

/**
 * All the scheduled work at `now`, every minute: the pickup's releases, reminders and outcome
 * questions (docs/decisions/pickup.md), then the channels' held alerts, retries and digests
 * (docs/decisions/channels.md), so what the first put in the outbox goes out in the same run, then
 * the store's housekeeping (docs/decisions/trust.md). A failure of one still lets the next run;
 * the first failure is then thrown. Each is safe to run twice, so the next minute retries what
 * failed.
 */
export async function runScheduledJobs(now: Date): Promise<ScheduledReport> {
  const pickup = await settle(runDueJobs(now))
  const channels = await settle(runChannelJobs(now))
  const housekeeping = await settle(runHousekeeping(now))
  if ('error' in pickup) throw pickup.error
  if ('error' in channels) throw channels.error
  if ('error' in housekeeping) throw housekeeping.error
  return { pickup: pickup.report, channels: channels.report, housekeeping: housekeeping.report }
}
