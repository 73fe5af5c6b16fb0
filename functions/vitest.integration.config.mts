import { defineProject } from 'vitest/config'

/** Against the running local stack (scripts/with-stack.ts starts one when none is up). */
export default defineProject({
  test: {
    name: 'integration',
    include: ['src/**/*.int.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One emulator, two cores: files run one after another to keep timings honest.
    fileParallelism: false,
    setupFiles: ['src/test/channel-env.ts'],
    env: {
      GCLOUD_PROJECT: 'demo-foodshare',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      METADATA_SERVER_DETECTION: 'none',
    },
  },
})
