import { defineProject } from 'vitest/config'
import { freshModuleTests, unitProject } from './vitest.config.mts'

/** The unit tests that need modules no earlier file has loaded (see freshModuleTests). */
export default defineProject(
  unitProject({ name: 'functions-unit-fresh-modules', include: freshModuleTests, isolate: true }),
)
