import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * One runner, its projects: `functions-unit` and `web` (each with its `*-fresh-modules` files) and
 * `scripts` are the fast loop; `integration` and `e2e` need the local stack (scripts/with-stack.ts
 * starts one when none is running).
 */
export default defineConfig({
  test: {
    projects: ['{functions,web,e2e,scripts}/vitest*.config.{ts,mts}'],
    // Vitest's default is one worker fewer than the cores: on our 2-core machines, one test file
    // at a time, with the second core idle while a file renders in happy-dom. Integration and e2e stay
    // one file at a time (their fileParallelism).
    maxWorkers: availableParallelism(),
  },
})
