import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { auth } from '../functions/src/store/firebase'
import { copy } from '../functions/src/shared/copy'
import { APP_URL, AUTH_EMULATOR_HOST, PROJECT_ID } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { EMULATOR_GOOGLE_ACCOUNT, type EmulatorGoogleAccount } from '../web/src/features/auth/emulator-google'
import { expectAccessible } from './support/axe'
import { cspAllows, parseCsp } from './support/csp'
import { journey } from './support/journey'
import { dismissToasts, see, seeNo, seePath, seeToast } from './support/see'
import { seeSignedIn } from './support/users'
import { uniqueEmail } from '../functions/src/test/users'

/**
 * Firebase Auth's popup flow loads Google's gapi loader from this address before it opens the
 * popup, even against the Auth emulator. The app loads it only when someone clicks 'Continue with
 * Google' (web/src/features/auth/firebase-auth.ts).
 */
const GAPI_SCRIPT = 'https://apis.google.com/js/api.js'
const AUTH_DOMAIN = `${PROJECT_ID}.firebaseapp.com`
const GOOGLE_BUTTON = 'Continue with Google'

/**
 * The person's Google account, as the emulator build's test-only sign-in takes it (the Auth
 * emulator accepts its claims unsigned, with no popup and no apis.google.com). Set before the
 * page's scripts run; the same `sub` is the same Google account on a later visit.
 */
async function useGoogleAccount(page: Page, account: EmulatorGoogleAccount): Promise<void> {
  await page.context().addInitScript(
    ({ key, value }) => {
      ;(window as unknown as Record<string, unknown>)[key] = value
    },
    { key: EMULATOR_GOOGLE_ACCOUNT, value: account },
  )
}

function googleAccount(label: string): EmulatorGoogleAccount {
  return {
    sub: `google-${randomUUID()}`,
    email: uniqueEmail(label),
    name: `Gina ${label.replace(/^./, (first) => first.toUpperCase())}`,
    picture: `${APP_URL}/demo/ayesha.svg`,
  }
}

/** Every request the page makes to Google's script host, from now on. */
function googleScriptRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'apis.google.com') seen.push(request.url())
  })
  return seen
}

async function signInWithGoogle(page: Page, account: EmulatorGoogleAccount): Promise<void> {
  await page.goto(paths.login)
  await page.getByRole('button', { name: GOOGLE_BUTTON, exact: true }).click()
  await seeToast(page, copy.toast.loginSuccess)
  await seePath(page, paths.home)
  await seeSignedIn(page, { displayName: account.name })
  await see(page.locator(`header img[src="${account.picture ?? ''}"]`), `${account.name}'s Google photo in the top bar`)
  await see(page.getByRole('button', { name: copy.nav.logOut, exact: true }), 'the Log-Out button')
}

test("the app's Content-Security-Policy lets the Google popup flow load Google's script and its frames", async () => {
  const response = await fetch(`${APP_URL}${paths.login}`)
  const csp = parseCsp(response.headers.get('content-security-policy') ?? '')
  const origin = new URL(APP_URL).origin
  expect({
    gapiScript: cspAllows(csp, 'script-src-elem', `${GAPI_SCRIPT}?onload=__iframefcb1`, origin),
    productionRelayFrame: cspAllows(csp, 'frame-src', `https://${AUTH_DOMAIN}/__/auth/iframe`, origin),
    emulatorRelayFrame: cspAllows(csp, 'frame-src', `http://${AUTH_EMULATOR_HOST}/emulator/auth/iframe`, origin),
  }).toEqual({ gapiScript: true, productionRelayFrame: true, emulatorRelayFrame: true })
})

journey(
  'a new person signs in with Google, sees their photo and name, logs out, and comes back with the same Google account',
  async ({ page }) => {
    const account = googleAccount('newcomer')
    await useGoogleAccount(page, account)
    const googleRequests = googleScriptRequests(page)

    // Nobody has clicked Google yet: neither the home nor the login page loads Google's script.
    await page.goto(paths.home)
    await page.goto(paths.login)
    await see(page.getByRole('button', { name: GOOGLE_BUTTON, exact: true }), `'${GOOGLE_BUTTON}'`)
    // The auth bridge has settled (the top bar shows Login), so Firebase Auth has initialised by now.
    await see(page.getByRole('link', { name: copy.nav.login, exact: true }).first(), 'the Login button')
    expect(googleRequests).toEqual([])

    await signInWithGoogle(page, account)
    await expectAccessible(page, '/ signed in with Google')
    const created = await auth.getUserByEmail(account.email)
    expect({
      providers: created.providerData.map((provider) => provider.providerId),
      name: created.displayName,
    }).toEqual({ providers: ['google.com'], name: account.name })

    await dismissToasts(page)
    await page.getByRole('button', { name: copy.nav.logOut, exact: true }).click()
    await seeToast(page, copy.toast.loggedOut)
    await see(page.getByRole('link', { name: copy.nav.login, exact: true }).first(), 'the Login button again')

    // Coming back: the same Google account signs in to the same user, not a new one.
    await dismissToasts(page)
    await signInWithGoogle(page, account)
    expect((await auth.getUserByEmail(account.email)).uid).toBe(created.uid)
  },
)

journey(
  'without a Google account set for the emulator, the production popup flow runs, and fails here with a toast',
  async ({ page }) => {
    // Our machines cannot reach apis.google.com, so the popup's loader fails: the person is told
    // and stays signed out. Where it is reachable, the emulator's account chooser opens instead.
    await page.context().route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'))
    await page.goto(paths.login)
    await page.getByRole('button', { name: GOOGLE_BUTTON, exact: true }).click()

    await seeToast(page, copy.toast.somethingWentWrong('Firebase:'))
    await seePath(page, paths.login)
    await see(page.getByRole('link', { name: copy.nav.login, exact: true }).first(), 'the Login button')
    await seeNo(page.getByRole('button', { name: copy.nav.logOut, exact: true }), 'a Log-Out button')
  },
  // Google's loader is refused on purpose; that failure is the point of this journey.
  { allowConsoleErrors: [/apis\.google\.com|ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED/] },
)
