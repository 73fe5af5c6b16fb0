import { z } from 'zod/mini'
import '../lib/zod-jitless'

/**
 * Vite's env, parsed once: a missing key fails at start with its name, not later inside Firebase.
 * zod/mini, because only the auth chunk reads this and it has a 60 KB budget. The demo project
 * needs no real keys (web/.env).
 */
const viteEnv = z.object({
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1, 'Missing VITE_FIREBASE_API_KEY: see web/.env')),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1, 'Missing VITE_FIREBASE_AUTH_DOMAIN: see web/.env')),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1, 'Missing VITE_FIREBASE_PROJECT_ID: see web/.env')),
  VITE_FIREBASE_APP_ID: z.string().check(z.minLength(1, 'Missing VITE_FIREBASE_APP_ID: see web/.env')),
  /** Set in local runs: Firebase Auth talks to the emulator instead of Google. Empty in production. */
  VITE_AUTH_EMULATOR_URL: z.optional(z.string()),
})

const parsed = viteEnv.parse(import.meta.env)

export const env = {
  firebase: {
    apiKey: parsed.VITE_FIREBASE_API_KEY,
    authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: parsed.VITE_FIREBASE_PROJECT_ID,
    appId: parsed.VITE_FIREBASE_APP_ID,
  },
  authEmulatorUrl: parsed.VITE_AUTH_EMULATOR_URL || undefined,
} as const
