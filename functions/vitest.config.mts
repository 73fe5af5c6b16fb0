import { defineProject } from 'vitest/config'

/** Fast tests: no emulator, no network. */
export default defineProject({
  test: {
    name: 'functions-unit',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.int.test.ts'],
    environment: 'node',
  },
})
