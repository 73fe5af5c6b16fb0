import { defineProject } from 'vitest/config'

/** The repo's own set-up scripts, run with stand-ins for the system commands they call. */
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
  },
})
