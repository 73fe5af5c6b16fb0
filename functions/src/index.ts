import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { createApp } from './app'
import { benchEcho } from './bench-echo'
import { runScheduledJobs } from './jobs/scheduled'
import { assertNotProductionWithEmulators } from './runtime-guard'

assertNotProductionWithEmulators(process.env)

/**
 * Hosting rewrites /api/** here, so the API is same-origin and needs no CORS. The caps bound
 * cost under abuse; the timeout is above the store's own deadline so a slow Firestore still
 * gets a clean 503 rather than a cut connection. 512 MiB leaves room for the photo uploads'
 * decodes (two at a time, services/images.ts) beside the other requests.
 */
export const api = onRequest(
  { cors: false, maxInstances: 10, concurrency: 80, timeoutSeconds: 30, memory: '512MiB' },
  createApp(),
)

/**
 * The scheduled work, every minute: the pickup's releases, reminders and outcome questions, then
 * the channels' retries and digests, then the housekeeping of unused photos (jobs/scheduled.ts). The emulators run no schedules: under
 * `npm start`, scripts/stack.ts calls `runScheduledJobs` itself.
 */
export const dueJobs = onSchedule({ schedule: 'every 1 minutes', timeoutSeconds: 240 }, async (event) => {
  await runScheduledJobs(new Date(event.scheduleTime))
})

// The Functions emulator sets FUNCTIONS_EMULATOR; `firebase deploy` loads this file without it to
// find the functions to deploy, so the benchmark's echo never reaches production.
if (process.env.FUNCTIONS_EMULATOR === 'true') Object.assign(exports, { benchEcho })
