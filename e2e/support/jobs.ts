import { type JobReport, runDueJobs } from '../../functions/src/jobs/run-due-jobs'

/**
 * Runs the pickup job (releases, reminders, outcome questions) as if the clock said `now`, against
 * the local stack's emulators (the e2e and integration projects point firebase-admin there): what
 * the schedule does every minute, at a time the test chooses.
 */
export function runJobsAt(now: Date): Promise<JobReport> {
  return runDueJobs(now)
}
