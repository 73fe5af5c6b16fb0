import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { APP_URL } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { journey } from './support/journey'
import { see, seePath, seeText, seeToast } from './support/see'
import { seeSignedIn } from './support/users'
import { TEST_PASSWORD, uniqueEmail } from '../functions/src/test/users'
import { photoPickerText } from '../web/src/texts/foods'

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

journey('a visitor without a photo URL uploads a photo at sign-up and sees it in the top bar', async ({ page }) => {
  const name = 'Uma Upload'
  const photo = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#c2185b' } })
    .png()
    .toBuffer()
  await page.goto(paths.register)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(uniqueEmail('register-photo'))
  await page.getByLabel('Password').fill(TEST_PASSWORD)
  const uploads = watchUploads(page)

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo })
  // Held, not sent: nobody is signed in yet, and an upload needs someone who is.
  await see(page.getByText(photoPickerText.held, { exact: true }), 'the photo held until the account exists')
  await see(page.getByRole('img', { name: photoPickerText.preview }), 'the chosen photo previewed')
  expect(uploads).toEqual([])
  await expectAccessible(page, '/register with a photo chosen')

  await page.getByRole('button', { name: copy.nav.register, exact: true }).click()
  await seeToast(page, copy.toast.registerSuccess)
  expect(uploads).toHaveLength(1)
  // The upload fills the Photo URL, absolute like a typed one.
  await expect.poll(() => page.getByLabel('Photo URL').inputValue()).toMatch(PROFILE_PHOTO)
  await seePath(page, paths.home)

  await seeSignedIn(page, { displayName: name })
  const shown = page.locator(`header [title="${name}"] img`)
  await see(shown, 'the uploaded photo in the top bar')
  expect(await shown.getAttribute('src')).toMatch(PROFILE_PHOTO)
  await expect
    .poll(() => shown.evaluate((image) => (image instanceof HTMLImageElement ? image.naturalWidth : 0)))
    .toBeGreaterThan(0)
})

/** The profile's photo: our own upload, at an absolute URL as the Photo URL field's rules ask. */
const PROFILE_PHOTO = new RegExp(`^${APP_URL.replaceAll('.', '\\.')}/api/images/[A-Za-z0-9]+$`)

/** Every POST /api/images the page sends, as they happen. */
function watchUploads(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/images') seen.push(request.url())
  })
  return seen
}
