import { defineProject } from 'vitest/config'
import { integrationProject, ownApiTests } from './vitest.integration.config.mts'

/** The integration files with an API of their own (see ownApiTests), run beside the others. */
export default defineProject(integrationProject({ name: 'integration-faults', include: ownApiTests, isolate: true }))
