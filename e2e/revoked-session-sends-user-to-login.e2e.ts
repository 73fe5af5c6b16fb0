import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { revokeSessions } from './support/admin'
import { journey } from './support/journey'
import { see, seePath } from './support/see'
import { logInThroughUi, seeSignedIn } from './support/users'
import { signUpUser } from '../functions/src/test/users'

journey(
  'a signed-in user whose session the server no longer accepts is sent to /login',
  async ({ page }) => {
    const user = await signUpUser('revoked')
    await page.goto(paths.login)
    await logInThroughUi(page, user)
    await seePath(page, paths.home)
    await seeSignedIn(page, user)

    // The session works: the user's own list loads.
    const mainNav = page.getByRole('navigation', { name: 'Main' })
    await mainNav.getByRole('link', { name: copy.nav.myPost, exact: true }).click()
    await see(page.getByText(copy.myPost.empty, { exact: true }), `'${copy.myPost.empty}'`)

    // The server ends every session of the user (as after a password change or a stolen cookie).
    await revokeSessions(user.uid)

    // The next call that needs the session (a page not seen yet, so nothing is cached) is refused:
    // the app signs the user out and shows /login.
    await mainNav.getByRole('link', { name: copy.nav.myRequest, exact: true }).click()
    await seePath(page, paths.login)
    await see(page.getByRole('link', { name: copy.nav.login, exact: true }), 'the Login button (signed out)')
    await see(page.getByRole('link', { name: copy.nav.register, exact: true }), 'the Register button (signed out)')
  },
  // The refused calls are 401s, which Chromium logs.
  { allowConsoleErrors: [/status of 401 .*localhost:5000\/api\//] },
)
