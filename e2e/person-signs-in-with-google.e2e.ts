import { expect, test } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { APP_URL, AUTH_EMULATOR_HOST, PROJECT_ID } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { cspAllows, parseCsp } from './support/csp'
import { journey } from './support/journey'
import { see, seeNo, seePath, seeToast } from './support/see'
import { seeSignedIn, uniqueEmail } from './support/users'

/**
 * Firebase Auth's popup flow loads Google's gapi loader from this address before it opens the
 * popup, even against the Auth emulator (its relay iframe talks to the page through gapi), and
 * the emulator's own relay page (/emulator/auth/iframe) loads it too. Without it the SDK fails
 * with auth/internal-error and no popup ever opens.
 */
const GAPI_SCRIPT = 'https://apis.google.com/js/api.js'
const AUTH_DOMAIN = `${PROJECT_ID}.firebaseapp.com`

async function canReach(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) })
    return true
  } catch {
    return false
  }
}

const gapiReachable = await canReach(GAPI_SCRIPT)

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

/**
 * Where Google's script loads, the whole popup flow runs. Where it cannot (our closed machines),
 * the person must be told sign-in failed and stay signed out: that is what this machine checks,
 * rather than skipping the journey.
 */
if (gapiReachable) {
  journey(
    'a person signs in with Google through the Auth emulator popup and sees their name in the top bar',
    async ({ page, context }) => {
      const name = 'Gina Google'
      const email = uniqueEmail('google')
      await page.goto(paths.login)

      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Continue with Google', exact: true }).click(),
      ])
      await popup.waitForLoadState('domcontentloaded')
      // The Auth emulator's account chooser: add a new Google account.
      await popup.getByText('Add new account', { exact: true }).click()
      await popup.locator('#email-input').fill(email)
      await popup.locator('#display-name-input').fill(name)
      await popup.locator('#sign-in').click()
      await popup.waitForEvent('close')

      await seeToast(page, copy.toast.loginSuccess)
      await seePath(page, paths.home)
      await seeSignedIn(page, { displayName: name })
      await see(page.getByRole('button', { name: copy.nav.logOut, exact: true }), 'the Log-Out button')
    },
    {
      // The emulator's account chooser loads its stylesheet and fonts from unpkg.com and Google Fonts.
      allowConsoleErrors: [/unpkg\.com|fonts\.googleapis\.com/],
    },
  )
} else {
  journey(
    `a person whose browser cannot reach ${GAPI_SCRIPT} is told Google sign-in went wrong and stays signed out`,
    async ({ page }) => {
      await page.goto(paths.login)
      await page.getByRole('button', { name: 'Continue with Google', exact: true }).click()

      await seeToast(page, copy.toast.somethingWentWrong('Firebase:'))
      await seePath(page, paths.login)
      await see(page.getByRole('link', { name: copy.nav.login, exact: true }).first(), 'the Login button')
      await seeNo(page.getByRole('button', { name: copy.nav.logOut, exact: true }), 'a Log-Out button')
    },
    // Google's loader cannot be fetched here; that failure is the point of this journey.
    { allowConsoleErrors: [/apis\.google\.com|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/] },
  )
}
