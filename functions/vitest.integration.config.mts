import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Files whose time is spent waiting on a deadline of their own, with an API of their own: the
 * Firestore outage test serves the app in-process through a proxy it cuts, so it touches neither
 * the stack's function nor another file's data. It runs beside the other files (the
 * `integration-faults` project), filling the two cores the outage leaves idle for 40 s.
 */
export const ownApiTests = ['src/store/firebase.int.test.ts']

/** Against the running local stack (scripts/with-stack.ts starts one when none is up). */
export interface IntegrationFiles {
  name: string
  include: string[]
  /** Left to the other project, beside vitest's own exclusions. */
  excludeAlso?: string[]
  /** A fresh module state per file; without it, files share the worker's imports. */
  isolate?: boolean
}

export function integrationProject({
  name,
  include,
  excludeAlso = [],
  isolate = false,
}: IntegrationFiles): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...excludeAlso],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // One emulator, two cores: files run one after another to keep timings honest.
      fileParallelism: false,
      // Files share one worker and its imports (firebase-admin, the app) instead of a fresh Node
      // process each: none changes the environment or mocks a module, and their data lives in the
      // emulators, which they share anyway. An own-API file that must import the store after
      // changing its environment asks for isolation (see ownApiTests).
      isolate,
      setupFiles: ['src/test/channel-env.ts'],
      env: {
        GCLOUD_PROJECT: 'demo-foodshare',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        METADATA_SERVER_DETECTION: 'none',
      },
    },
  }
}

export default defineProject(
  integrationProject({
    name: 'integration',
    include: ['src/**/*.int.test.ts'],
    excludeAlso: ownApiTests,
  }),
)
