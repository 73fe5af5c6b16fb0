import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { APP_URL } from '../../scripts/stack-config'
import { launchChromium } from './browser'
import { noTrouble, unexpectedConsoleErrors, watchContext, type BrowserTrouble, type CleanOptions } from './watch'

/** Git-ignored; CI keeps it as the run's evidence. */
export const RESULTS_DIR = fileURLToPath(new URL('../../test-results/', import.meta.url))

/** Longest a person would wait for something to show up; the app's own delays are 2-2.5 s. */
export const SEE_TIMEOUT_MS = 15_000

export interface Journey {
  /** A page in a fresh browser context: no cookies, no signed-in user. */
  page: Page
  context: BrowserContext
  /** Everything the browser complained about so far, across every page of the journey. */
  trouble: BrowserTrouble
  /**
   * Another person at another browser: a fresh context of its own, watched and screenshotted too;
   * `locale` sets its languages, `javaScriptEnabled: false` is a browser that runs no script (yet).
   */
  newPerson: (options?: PersonOptions) => Promise<Page>
}

export type JourneyOptions = CleanOptions

export interface PersonOptions {
  locale?: string
  javaScriptEnabled?: boolean
  /** 'block': every page comes from the network, never from the app's service worker (its app shell). */
  serviceWorkers?: 'allow' | 'block'
}

/** `test-results/<file name without .e2e.ts>.png`, so a screenshot is found by its journey's file. */
function screenshotName(): string {
  const testPath = expect.getState().testPath
  return testPath ? path.basename(testPath).replace(/\.e2e\.ts$/, '') : 'journey'
}

async function saveScreenshot(page: Page, file: string): Promise<void> {
  try {
    await page.screenshot({ path: path.join(RESULTS_DIR, file), fullPage: true, timeout: 10_000 })
  } catch (error) {
    // A crashed page must not hide the journey's own failure.
    console.warn(`Could not save ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Each distinct message once, at most ten, then how many more there were. */
function summarize(messages: readonly string[]): string[] {
  const distinct = [...new Set(messages)]
  const shown = distinct.slice(0, 10)
  if (distinct.length > shown.length) shown.push(`…and ${distinct.length - shown.length} more distinct messages`)
  return shown
}

/**
 * One user journey: one browser for the file, a fresh context per journey, a full-page
 * screenshot at the end whether it passed or not, and no console error, CSP violation or native
 * dialog allowed unless the journey names it.
 */
export function journey(name: string, run: (journey: Journey) => Promise<void>, options: JourneyOptions = {}): void {
  let browser: Browser | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
  })

  test(name, async ({ onTestFailed }) => {
    // Vitest prints a try's error only when the retry fails too; a journey that passed on its second
    // try would leave no trace of why its first failed, and nothing to mend it by.
    onTestFailed(({ task }) => {
      // An assertion's stack names the line; its diff says what the browser reported.
      const errors =
        task.result?.errors?.map((error) => [error.stack ?? error.message, error.diff].filter(Boolean).join('\n')) ?? []
      console.error(`"${name}" failed on try ${(task.result?.retryCount ?? 0) + 1}:\n${errors.join('\n')}`)
    })
    if (!browser) throw new Error('The browser did not start')
    const launched = browser
    const trouble = noTrouble()
    const contexts: BrowserContext[] = []
    const pages: Page[] = []

    async function newPerson(options: PersonOptions = {}): Promise<Page> {
      const context = await launched.newContext({
        baseURL: APP_URL,
        viewport: { width: 1280, height: 900 },
        ...options,
      })
      context.setDefaultTimeout(SEE_TIMEOUT_MS)
      context.setDefaultNavigationTimeout(30_000)
      await watchContext(context, trouble)
      contexts.push(context)
      const page = await context.newPage()
      pages.push(page)
      return page
    }

    const page = await newPerson()
    const file = screenshotName()
    mkdirSync(RESULTS_DIR, { recursive: true })
    try {
      await run({ page, context: page.context(), trouble, newPerson })
    } finally {
      for (const [index, shown] of pages.entries()) {
        await saveScreenshot(shown, index === 0 ? `${file}.png` : `${file}-${index + 1}.png`)
      }
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)))
    }
    // One assertion, so a failure lists every kind of trouble at once (each message once).
    expect(
      {
        cspViolations: summarize(trouble.cspViolations.map((violation) => JSON.stringify(violation))),
        consoleErrors: summarize(unexpectedConsoleErrors(trouble, options)),
        nativeDialogs: summarize(trouble.nativeDialogs),
      },
      'what the browser reported during the journey',
    ).toEqual({ cspViolations: [], consoleErrors: [], nativeDialogs: [] })
  })
}
