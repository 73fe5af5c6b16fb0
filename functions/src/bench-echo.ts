import { onRequest } from 'firebase-functions/v2/https'

/**
 * `npm run bench:load`'s floor: a function that does nothing but answer, with the API's own
 * options, on the same Functions emulator. index.ts exports it only inside the emulator, so
 * `firebase deploy` never sees it (bench-echo.test.ts checks both).
 */
export const benchEcho = onRequest(
  { cors: false, maxInstances: 10, concurrency: 80, timeoutSeconds: 30, memory: '256MiB' },
  (_request, response) => {
    response.json({ ok: true })
  },
)
