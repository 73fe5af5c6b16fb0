import { APP_URL } from '../../scripts/stack-config'
import { assertChromiumInstalled } from './browser'

/** Runs once before any journey: say plainly what is missing instead of failing every file. */
export default async function checkPrerequisites(): Promise<void> {
  assertChromiumInstalled()
  try {
    const response = await fetch(`${APP_URL}/api/allfoods`, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`GET /api/allfoods answered ${response.status}`)
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new Error(
      `The local stack does not answer at ${APP_URL} (${reason}): run \`npm run test:e2e\`, which starts it, or start it with \`npm start\``,
    )
  }
}
