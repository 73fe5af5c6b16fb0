import { defineProject } from 'vitest/config'
import { freshModuleTests, webProject } from './vitest.config.ts'

/** The screen tests that need modules no earlier file has loaded (see freshModuleTests). */
export default defineProject(
  webProject({
    name: 'web-fresh-modules',
    include: freshModuleTests,
    isolate: true,
  }),
)
