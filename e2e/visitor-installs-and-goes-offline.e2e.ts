import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { APP_URL } from '../scripts/stack-config'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { launchChromiumWithProfile } from './support/browser'
import { journey } from './support/journey'
import { openPage, see, seeNo } from './support/see'
import { pwaText } from '../web/src/texts/pwa'

function isApiCall(url: string): boolean {
  return new URL(url).pathname.startsWith('/api/')
}

/** Every URL the page's origin holds in Cache Storage (the service worker's caches). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}

/** The manifest is linked, and an activated service worker controls the page. */
async function expectAppParts(page: Page): Promise<void> {
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
}

async function seeOffline(page: Page): Promise<void> {
  await see(page.getByText(pwaText.offline, { exact: true }), `'${pwaText.offline}' where the foods would be`)
}

test('Chromium reports the app as installable: a valid manifest and an active service worker', async () => {
  // A profile on disk: the journeys' contexts are incognito, where Chromium installs nothing.
  const profile = mkdtempSync(path.join(tmpdir(), 'foodshare-install-'))
  const context = await launchChromiumWithProfile(profile)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${APP_URL}${paths.home}`)
    await expectAppParts(page)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] })
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

journey(
  'a visitor goes offline, still gets the app and is told they are offline',
  async ({ page, context }) => {
    const apiAnswers: { url: string; fromServiceWorker: boolean }[] = []
    page.on('response', (response) => {
      if (isApiCall(response.url()))
        apiAnswers.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() })
    })
    const failedApiCalls: string[] = []
    page.on('requestfailed', (request) => {
      if (isApiCall(request.url())) failedApiCalls.push(`${request.url()} ${request.failure()?.errorText ?? ''}`)
    })

    await openPage(page, paths.allFood)
    await see(page.getByRole('article'), 'a food card on /allfood')

    await expectAppParts(page)

    // Offline, /allfood is still the app (app.html from the worker's precache), and says why no foods show.
    await context.setOffline(true)
    const shell = await page.reload()
    expect(shell?.fromServiceWorker()).toBe(true)
    await see(page.getByRole('navigation', { name: 'Main' }), 'the main navigation')
    await see(page.getByRole('heading', { level: 1, name: copy.nav.allFood, exact: true }), 'the /allfood heading')
    await seeOffline(page)
    // No count it does not know: not 'Total Foods Data (0)' above 'You are offline'.
    await seeNo(page.getByText(copy.allFood.heading(0), { exact: true }), 'a count of 0 foods')
    await expectAccessible(page, '/allfood offline')
    // The list was asked of the network, which failed: no stored answer stood in for it.
    await expect.poll(() => failedApiCalls.length).toBeGreaterThan(0)
    expect(failedApiCalls.join('\n')).toContain('ERR_INTERNET_DISCONNECTED')

    // `/` is the pre-rendered home, also from the precache: the hero, and the notice below it.
    const home = await page.goto(paths.home)
    expect(home?.fromServiceWorker()).toBe(true)
    await see(page.getByRole('heading', { name: copy.home.slides[0], exact: true }), 'the first slide')
    await seeOffline(page)

    // Back online, the foods load by themselves, from the network and not from the worker.
    const answersBefore = apiAnswers.length
    await context.setOffline(false)
    await see(page.getByRole('article'), 'a food card on home, back online')
    const controlledAnswers = apiAnswers.slice(answersBefore)
    expect(controlledAnswers.length).toBeGreaterThan(0)
    expect(controlledAnswers.filter((answer) => answer.fromServiceWorker)).toEqual([])
    // And the worker keeps the app, not the API: no API answer sits in its caches.
    const cached = await cachedUrls(page)
    expect(cached.length).toBeGreaterThan(0)
    expect(cached.filter(isApiCall)).toEqual([])
  },
  // The offline page load asks for the list and fails, as it must; the browser logs that.
  { allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] },
)
