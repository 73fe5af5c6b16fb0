import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

/** Debian's Chromium: our machines cannot download Playwright's own browser build. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_MISSING = `Chromium not found at ${CHROMIUM_PATH}: run \`bash scripts/ensure-chromium.sh\`, which installs it or names the command that does`

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // V8's baseline tiers only (interpreter and Sparkplug), no Maglev or TurboFan: a journey's page
  // lives seconds, and optimising its scripts on background threads never paid back. What a
  // script does is the same in every tier. Measured on six journeys, three at a time, in turns with
  // and without: 179–187 → 142–156 CPU s, 98–101 → 80–86 s (docs/decisions/ci-pipeline.md).
  '--js-flags=--max-opt=1',
]

/** Fails at once, with the fix, when the browser is not installed. */
export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(CHROMIUM_MISSING)
}

export async function launchChromium(): Promise<Browser> {
  assertChromiumInstalled()
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

/**
 * A browser on a profile kept in `userDataDir`. A context of `launchChromium()` is incognito, where
 * Chromium installs no app (Page.getInstallabilityErrors says `in-incognito`).
 */
export async function launchChromiumWithProfile(userDataDir: string): Promise<BrowserContext> {
  assertChromiumInstalled()
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
}
