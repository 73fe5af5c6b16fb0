import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { createApp } from './app'
import { benchEcho } from './bench-echo'
import { runDueJobs } from './jobs/run-due-jobs'
import { runChannelJobs } from './jobs/channels'
import { runHousekeeping } from './jobs/housekeeping'
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
 * Releases, reminders and outcome questions (docs/decisions/pickup.md), every minute. The
 * emulators run no schedules: under `npm start`, scripts/stack.ts calls `runDueJobs` itself.
 */
export const pickupJobs = onSchedule({ schedule: 'every 1 minutes', timeoutSeconds: 120 }, async (event) => {
  await runDueJobs(new Date(event.scheduleTime))
})

/**
 * Held alerts, pushes and emails to retry, and the daily digests (docs/decisions/channels.md),
 * every minute. The emulators run no schedules: under `npm start`, scripts/stack.ts calls
 * `runChannelJobs` itself.
 */
export const channelJobs = onSchedule({ schedule: 'every 1 minutes', timeoutSeconds: 120 }, async (event) => {
  await runChannelJobs(new Date(event.scheduleTime))
})

/**
 * Uploaded photos nobody uses a day after their upload are deleted (docs/decisions/trust.md),
 * every minute. The emulators run no schedules: under `npm start`, scripts/stack.ts calls
 * `runHousekeeping` itself.
 */
export const housekeepingJobs = onSchedule({ schedule: 'every 1 minutes', timeoutSeconds: 120 }, async (event) => {
  await runHousekeeping(new Date(event.scheduleTime))
})

// The Functions emulator sets FUNCTIONS_EMULATOR; `firebase deploy` loads this file without it to
// find the functions to deploy, so the benchmark's echo never reaches production.
if (process.env.FUNCTIONS_EMULATOR === 'true') Object.assign(exports, { benchEcho })
