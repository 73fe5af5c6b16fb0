import { copy } from '../functions/src/shared/copy'
import { APP_URL } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { journey } from './support/journey'
import { see, seePath, seeText, seeToast } from './support/see'
import { seeSignedIn } from './support/users'
import { TEST_PASSWORD, uniqueEmail } from '../functions/src/test/users'

journey(
  'a visitor registers, learning each password rule, and sees their photo and name in the top bar',
  async ({ page }) => {
    const name = 'Rina Register'
    const photoURL = `${APP_URL}/demo/ayesha.svg`
    await page.goto(paths.home)
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible' })
    await page.getByRole('link', { name: copy.nav.register, exact: true }).first().click()
    await seePath(page, paths.register)
    await expectAccessible(page, '/register, signed out')

    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Email').fill(uniqueEmail('register'))
    await page.getByLabel('Photo URL').fill(photoURL)
    const password = page.getByLabel('Password')
    const register = page.getByRole('button', { name: copy.nav.register, exact: true })

    // Each password rule in turn, with its own message (docs/product.md, Accounts and sessions).
    for (const [attempt, message] of [
      ['Ab1', copy.password.tooShort],
      ['abcdef1', copy.password.noUppercase],
      ['ABCDEF1', copy.password.noLowercase],
    ] as const) {
      await password.fill(attempt)
      await register.click()
      await seeText(page, message)
    }
    await expectAccessible(page, '/register with a password rule shown')

    await password.fill(TEST_PASSWORD)
    await register.click()
    await seeToast(page, copy.toast.registerSuccess)
    await seePath(page, paths.home)

    await seeSignedIn(page, { displayName: name })
    const avatar = page.locator(`header [title="${name}"]`)
    await see(avatar.locator(`img[src="${photoURL}"]`), 'the photo given at sign-up in the top bar')
    await see(page.getByRole('button', { name: copy.nav.logOut, exact: true }), 'the Log-Out button')
  },
)
