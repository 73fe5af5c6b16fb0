import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { journey } from './support/journey'
import { tabTo } from './support/keyboard'
import { dismissToasts, see, seePath, seeToast } from './support/see'
import { seeSignedIn } from './support/users'
import { signUpUser } from '../functions/src/test/users'

journey(
  'a person fails to log in with a wrong password, logs in, and logs out',
  async ({ page }) => {
    const user = await signUpUser('loginout')

    await page.goto(paths.home)
    await page.getByRole('link', { name: copy.nav.login, exact: true }).first().click()
    await seePath(page, paths.login)
    await expectAccessible(page, '/login, signed out')

    // A wrong password: the identity provider's reason after the spec's words.
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill('Wrong-pass1')
    await page.getByRole('button', { name: copy.nav.login, exact: true }).click()
    await see(
      page.getByRole('alert').filter({ hasText: /^Something went wrong \S/ }),
      `the toast '${copy.toast.somethingWentWrong('…')}'`,
    )
    await seePath(page, paths.login)
    await expectAccessible(page, '/login with the error toast')

    // By keyboard: Tab to the password, put the right one, and press Enter.
    await tabTo(page, page.getByLabel('Password'), 'the Password field')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(user.password)
    await page.keyboard.press('Enter')
    await seeToast(page, copy.toast.loginSuccess)
    await seePath(page, paths.home)
    await seeSignedIn(page, user)
    await expectAccessible(page, 'home, signed in, with the success toast')
    // Signed in: the user's own pages join the top bar.
    const mainNav = page.getByRole('navigation', { name: 'Main' })
    for (const label of [copy.nav.addFood, copy.nav.myPost, copy.nav.myRequest]) {
      await see(mainNav.getByRole('link', { name: label, exact: true }), `'${label}' in the top bar`)
    }

    // The static pages and the 404 page, signed in. axe checks them signed out
    // (visitor-browses-foods) and the signed-in top bar above: together that covers these screens.
    await mainNav.getByRole('link', { name: copy.nav.cook, exact: true }).click()
    await seePath(page, paths.cook)
    await see(page.getByRole('heading', { level: 1 }), 'the cooking page heading')
    await mainNav.getByRole('link', { name: copy.nav.delivary, exact: true }).click()
    await seePath(page, paths.delivary)
    await see(page.getByRole('heading', { level: 1 }), 'the delivery page heading')
    await page.goto('/no-such-page')
    await see(page.getByRole('link', { name: copy.notFound.goHome, exact: true }), 'the 404 page')
    await seeSignedIn(page, user)

    // Log-Out, by keyboard.
    await dismissToasts(page)
    await tabTo(page, page.getByRole('button', { name: copy.nav.logOut, exact: true }), 'Log-Out')
    await page.keyboard.press('Enter')
    await seeToast(page, copy.toast.loggedOut)
    await seePath(page, paths.home)
    await see(page.getByRole('link', { name: copy.nav.login, exact: true }), 'the Login button again')
    expect(await mainNav.getByRole('link', { name: copy.nav.addFood, exact: true }).count()).toBe(0)
  },
  // The refused sign-in is a 400 from the Auth emulator, which Chromium logs.
  { allowConsoleErrors: [/status of 400 .*identitytoolkit.googleapis.com\/v1\/accounts:signInWithPassword/] },
)
