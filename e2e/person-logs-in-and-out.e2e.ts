import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { journey } from './support/journey'
import { dismissToasts, see, seePath, seeToast } from './support/see'
import { logInThroughUi, seeSignedIn, signUpUser } from './support/users'

journey(
  'a person fails to log in with a wrong password, logs in, and logs out',
  async ({ page }) => {
    const user = await signUpUser('loginout')

    await page.goto(paths.home)
    await page.getByRole('link', { name: copy.nav.login, exact: true }).first().click()
    await seePath(page, paths.login)

    // A wrong password: the identity provider's reason after the spec's words.
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill('Wrong-pass1')
    await page.getByRole('button', { name: copy.nav.login, exact: true }).click()
    await see(
      page.getByRole('alert').filter({ hasText: /^Something went wrong \S/ }),
      `the toast '${copy.toast.somethingWentWrong('…')}'`,
    )
    await seePath(page, paths.login)

    await logInThroughUi(page, user)
    await seePath(page, paths.home)
    await seeSignedIn(page, user)
    // Signed in: the user's own pages join the top bar.
    const mainNav = page.getByRole('navigation', { name: 'Main' })
    for (const label of [copy.nav.addFood, copy.nav.myPost, copy.nav.myRequest]) {
      await see(mainNav.getByRole('link', { name: label, exact: true }), `'${label}' in the top bar`)
    }

    await dismissToasts(page)
    await page.getByRole('button', { name: copy.nav.logOut, exact: true }).click()
    await seeToast(page, copy.toast.loggedOut)
    await seePath(page, paths.home)
    await see(page.getByRole('link', { name: copy.nav.login, exact: true }), 'the Login button again')
    expect(await mainNav.getByRole('link', { name: copy.nav.addFood, exact: true }).count()).toBe(0)
  },
  // The refused sign-in is a 400 from the Auth emulator, which Chromium logs.
  { allowConsoleErrors: [/status of 400 .*identitytoolkit.googleapis.com\/v1\/accounts:signInWithPassword/] },
)
