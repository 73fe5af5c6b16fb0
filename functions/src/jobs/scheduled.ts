import { type ChannelJobReport, runChannelJobs } from './channels'
import { type JobReport, runDueJobs } from './run-due-jobs'

export interface ScheduledReport {
  pickup: JobReport
  channels: ChannelJobReport
}

/**
 * All the scheduled work at `now`, every minute: the pickup's releases, reminders and outcome
 * questions (docs/decisions/pickup.md), then the channels' held alerts, retries and digests
 * (docs/decisions/channels.md), so what the first put in the outbox goes out in the same run. A
 * failure of the first still lets the second run; the first failure is then thrown. Each is safe
 * to run twice, so the next minute retries what failed.
 */
export async function runScheduledJobs(now: Date): Promise<ScheduledReport> {
  const pickup = await runDueJobs(now).then(
    (report) => ({ report }),
    (error: unknown) => ({ error }),
  )
  const channels = await runChannelJobs(now)
  if ('error' in pickup) throw pickup.error
  return { pickup: pickup.report, channels }
}
