import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url))

/**
 * Screens rendered in happy-dom with the real router and providers; the network is MSW only.
 * happy-dom, not jsdom: the same tests take about a third less CPU (docs/decisions/ci-pipeline.md),
 * and it applies the stylesheets' media queries at the window's width (test/viewport.ts).
 */
export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@shared': shared } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Typing whole forms with user-event is slow in a test DOM, more so when the suite runs in parallel.
    testTimeout: 15_000,
  },
})
