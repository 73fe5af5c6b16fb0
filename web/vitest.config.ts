import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url))

/** Screens rendered in jsdom with the real router and providers; the network is MSW only. */
export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@shared': shared } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Typing whole forms with user-event is slow in jsdom, more so when the suite runs in parallel.
    testTimeout: 15_000,
  },
})
