/** Vite's env, read once. The demo project needs no real keys. */
function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Missing ${name}: see web/.env`)
  return value
}

export const env = {
  firebase: {
    apiKey: required('VITE_FIREBASE_API_KEY', import.meta.env.VITE_FIREBASE_API_KEY as string | undefined),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN', import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined),
    projectId: required('VITE_FIREBASE_PROJECT_ID', import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined),
    appId: required('VITE_FIREBASE_APP_ID', import.meta.env.VITE_FIREBASE_APP_ID as string | undefined),
  },
  /** Set in local runs: Firebase Auth talks to the emulator instead of Google. */
  authEmulatorUrl: (import.meta.env.VITE_AUTH_EMULATOR_URL as string | undefined) || undefined,
} as const
