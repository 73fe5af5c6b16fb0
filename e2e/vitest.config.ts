import { defineProject } from 'vitest/config'

/**
 * Browser journeys against the running local stack (Hosting on 5000), three files at a time: each
 * journey signs up its own people and names its own foods, and most of its time is spent waiting
 * on the app's own 2–2.5 s delays, so three share the machine's two cores. A journey that reads a
 * total of all foods accepts the total of the answer its page drew from, as the others post foods
 * meanwhile (support/foods.ts, watchListTotals). Three passed without a retry on a quiet machine
 * (docs/decisions/ci-pipeline.md); four, on a shared one, ran out of the journeys' 15 s waits.
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    // A guard against a hung journey, not a speed check: the longest (five journeys in one file) takes about 100 s beside two others.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 3,
    // The journeys' support code (Playwright, axe-core, firebase-admin) is imported once per worker,
    // not once per file: about 75 s of imports and 40 CPU s less a run (docs/decisions/ci-pipeline.md).
    // Each journey keeps its own browser and contexts.
    isolate: false,
    // One more try for a journey that failed: they share one long-lived stack with the integration
    // tests' data and another journey's, and a few races with that sharing were seen once in 40 runs
    // (a total that moved between two reads, a sign-in on a loaded machine). A journey that fails
    // twice fails the run; the failure of the first try still prints.
    retry: 1,
    // Chromium and the local stack, checked once with a clear message.
    globalSetup: ['./support/global-setup.ts'],
    env: {
      GCLOUD_PROJECT: 'demo-foodshare',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      METADATA_SERVER_DETECTION: 'none',
    },
  },
})
