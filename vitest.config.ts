import { defineConfig } from 'vitest/config'

/**
 * One runner, five projects: `functions-unit`, `web` and `scripts` are the fast loop;
 * `integration` and `e2e` need the local stack (scripts/with-stack.ts starts one when none is
 * running).
 */
export default defineConfig({
  test: {
    projects: ['{functions,web,e2e,scripts}/vitest*.config.{ts,mts}'],
  },
})
