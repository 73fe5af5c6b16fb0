import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url))

/**
 * The files that assert on a module's first load: a lazy route not yet fetched ('Loading...'), and
 * Firebase Auth starting in the session provider. They run in the `web-fresh-modules` project, each
 * with its own modules, as every file did before.
 */
export const freshModuleTests = ['src/app/router.test.tsx', 'src/features/auth/session-provider.test.tsx']

/**
 * Screens rendered in happy-dom with the real router and providers; the network is MSW only.
 * happy-dom, not jsdom: the same tests take about a third less CPU (docs/decisions/ci-pipeline.md),
 * and it applies the stylesheets' media queries at the window's width (test/viewport.ts).
 */
export interface ScreenTestFiles {
  name: string
  include: string[]
  /** Left to the other project, beside vitest's own exclusions. */
  excludeAlso?: string[]
  isolate: boolean
}

export function webProject({
  name,
  include,
  excludeAlso = [],
  isolate,
}: ScreenTestFiles): TestProjectInlineConfiguration {
  return {
    plugins: [react()],
    resolve: { alias: { '@shared': shared } },
    test: {
      name,
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'happy-dom',
      setupFiles: ['src/test/setup.ts'],
      include,
      exclude: [...configDefaults.exclude, ...excludeAlso],
      isolate,
      css: false,
      // Typing whole forms with user-event is slow in a test DOM, more so when the suite runs in parallel.
      testTimeout: 15_000,
    },
  }
}

/**
 * Every other screen test shares one module graph per worker (isolate: false): React, MUI and the
 * app are imported once, not once per file, which halves the project's CPU time
 * (docs/decisions/ci-pipeline.md). Each file still gets a fresh happy-dom window, and
 * test/setup.ts resets what the app keeps in modules between tests.
 */
export default defineProject(
  webProject({
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    excludeAlso: freshModuleTests,
    isolate: false,
  }),
)
