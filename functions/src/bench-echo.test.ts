import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The function names index.ts exports, as `firebase deploy` and the emulator each load it. */
async function exportedFunctions(functionsEmulator: string | undefined): Promise<string[]> {
  vi.resetModules()
  vi.stubEnv('FUNCTIONS_EMULATOR', functionsEmulator)
  const module = (await import('./index.js')) as Record<string, unknown>
  return Object.keys(module).filter((name) => typeof module[name] === 'function')
}

test('firebase deploy finds the api and the scheduled jobs; the Functions emulator also finds the benchmark echo', async () => {
  expect({
    deploy: (await exportedFunctions(undefined)).sort(),
    emulator: (await exportedFunctions('true')).sort(),
  }).toEqual({
    deploy: ['api', 'dueJobs'],
    emulator: ['api', 'benchEcho', 'dueJobs'],
  })
  // Loading index.ts twice loads the channels' libraries (web-push, nodemailer) twice: slow on a busy machine.
}, 20_000)
