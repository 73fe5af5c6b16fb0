import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * The files that need modules no earlier file has loaded: they mock a module the app imports
 * (`vi.mock`), set the environment before their first import, or reload `index.ts` under another
 * environment (`vi.resetModules`). They run in the `functions-unit-fresh-modules` project, each
 * with its own modules.
 */
export const freshModuleTests = [
  'src/app.test.ts',
  'src/bench-echo.test.ts',
  'src/http/request-pipeline.test.ts',
  'src/jobs/scheduled.test.ts',
]

/** Fast tests: no emulator, no network. */
export interface UnitTestFiles {
  name: string
  include: string[]
  /** Left to the other project, beside vitest's own exclusions and the integration files. */
  excludeAlso?: string[]
  isolate: boolean
}

export function unitProject({
  name,
  include,
  excludeAlso = [],
  isolate,
}: UnitTestFiles): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, 'src/**/*.int.test.ts', ...excludeAlso],
      environment: 'node',
      isolate,
      // The fuzz properties check thousands of generated inputs each: about 1 s alone, but over 5 s
      // while lint, types and the web's tests share the machine's two cores. A guard against hangs.
      testTimeout: 30_000,
    },
  }
}

/**
 * Every other unit test shares one module graph per worker (isolate: false): zod, express and the
 * domain are imported once, not once per file, which halves the project's CPU time
 * (docs/decisions/ci-pipeline.md).
 */
export default defineProject(
  unitProject({ name: 'functions-unit', include: ['src/**/*.test.ts'], excludeAlso: freshModuleTests, isolate: false }),
)
