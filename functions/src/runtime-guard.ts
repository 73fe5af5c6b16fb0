const EMULATOR_VARIABLES = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const

/**
 * With an emulator host set, firebase-admin accepts unsigned tokens and talks to a fake
 * database. That must never happen in production, so the function refuses to start.
 */
export function assertNotProductionWithEmulators(env: NodeJS.ProcessEnv): void {
  if (env.FUNCTIONS_EMULATOR === 'true') return
  const set = EMULATOR_VARIABLES.filter((name) => env[name])
  if (set.length > 0) {
    throw new Error(`Refusing to start: emulator variables set outside the emulator (${set.join(', ')})`)
  }
}
