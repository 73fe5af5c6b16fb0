import { defineProject } from 'vitest/config'

/** Fast tests: no emulator, no network. */
export default defineProject({
  test: {
    name: 'functions-unit',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.int.test.ts'],
    environment: 'node',
    // The fuzz properties check thousands of generated inputs each: about 1 s alone, but over 5 s
    // while lint, types and the web's tests share the machine's two cores. A guard against hangs.
    testTimeout: 30_000,
  },
})
