import { defineConfig } from 'vitest/config'

/**
 * One runner, four projects: `functions-unit` and `web` are the fast loop; `integration` and
 * `e2e` need the local stack (scripts/with-stack.ts starts one when none is running).
 */
export default defineConfig({
  test: {
    projects: ['{functions,web,e2e}/vitest*.config.{ts,mts}'],
  },
})
