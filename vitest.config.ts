import { defineConfig } from 'vitest/config'

/** One runner, three projects: `functions-unit` and `web` are the fast loop, `integration` needs the stack. */
export default defineConfig({
  test: {
    projects: ['functions/vitest.config.ts', 'functions/vitest.integration.config.ts', 'web/vitest.config.ts'],
  },
})
