import type { BrowserContext, Page } from 'playwright-core'

/** A CSP violation as the page's `securitypolicyviolation` event reports it. */
export interface CspViolation {
  directive: string
  blockedURI: string
  sourceFile: string
  sample: string
}

/** What went wrong in the browser during a journey, beyond what the user sees. */
export interface BrowserTrouble {
  /** console.error messages, uncaught exceptions and failed resource loads, each with its URL. */
  consoleErrors: string[]
  cspViolations: CspViolation[]
  /** Native alert/confirm/prompt dialogs (the app itself only uses in-page dialogs). */
  nativeDialogs: string[]
  /**
   * Images on other sites that did not load: a food's image is any http(s) URL its donor gave, and
   * this machine may not reach it. That is the donor's link, not an error of the app.
   */
  foreignImageFailures: Set<string>
}

const REPORT_CSP = '__e2eReportCspViolation'

function isCspViolation(value: unknown): value is CspViolation {
  return typeof value === 'object' && value !== null && typeof (value as CspViolation).directive === 'string'
}

export function noTrouble(): BrowserTrouble {
  return { consoleErrors: [], cspViolations: [], nativeDialogs: [], foreignImageFailures: new Set() }
}

/**
 * Collects console errors, uncaught exceptions, CSP violations and native dialogs of every page
 * of the context into `trouble`. Call before the context opens its first page.
 */
export async function watchContext(context: BrowserContext, trouble: BrowserTrouble): Promise<void> {
  await context.exposeBinding(REPORT_CSP, (_source, violation: unknown) => {
    if (isCspViolation(violation)) trouble.cspViolations.push(violation)
  })
  // Runs before the page's own scripts, so a violation during the first load is seen too.
  await context.addInitScript((report: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as Record<string, (v: unknown) => void>)[report]
      send?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        sample: event.sample,
      })
    })
  }, REPORT_CSP)
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const where = message.location().url
      trouble.consoleErrors.push(where ? `${message.text()} (${where})` : message.text())
    })
    page.on('pageerror', (error) => trouble.consoleErrors.push(`Uncaught ${error.name}: ${error.message}`))
    page.on('dialog', (dialog) => {
      trouble.nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss().catch(() => undefined)
    })
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  context.on('requestfailed', (request) => {
    if (request.resourceType() !== 'image') return
    const appOrigin = context.pages()[0]?.url()
    if (appOrigin && new URL(request.url()).origin === new URL(appOrigin).origin) return
    trouble.foreignImageFailures.add(request.url())
  })
}

export interface CleanOptions {
  /** Console errors this journey causes on purpose (a refused login logs its 400). */
  allowConsoleErrors?: readonly RegExp[]
}

/** The errors left once the journey's expected ones are set aside. */
export function unexpectedConsoleErrors(trouble: BrowserTrouble, options: CleanOptions = {}): string[] {
  const allowed = options.allowConsoleErrors ?? []
  const foreignImage = (message: string) =>
    message.startsWith('Failed to load resource:') &&
    [...trouble.foreignImageFailures].some((url) => message.endsWith(`(${url})`))
  return trouble.consoleErrors.filter(
    (message) => !foreignImage(message) && !allowed.some((pattern) => pattern.test(message)),
  )
}
