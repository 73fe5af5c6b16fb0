import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { journey } from './support/journey'
import { see, seePath } from './support/see'
import { logInThroughUi } from './support/users'
import { signUpUser } from '../functions/src/test/users'

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY)
}

/** Where a card's top is on the screen, in px from the top of the window. */
async function topOnScreen(page: Page, name: string): Promise<number> {
  const box = await page.getByRole('article', { name, exact: true }).boundingBox()
  if (!box) throw new Error(`The card '${name}' is not on the page`)
  return box.y
}

journey('new pages open at the top, and Back and Forward return to where the person was', async ({ page }) => {
  const person = await signUpUser('scroller')
  await logInThroughUi(page, person)

  // "See All Foods" from the bottom of the home: /allfood opens at its top, not at its footer.
  await page.goto(paths.home)
  const seeAll = page.getByRole('link', { name: copy.home.seeAllFoods, exact: true })
  await seeAll.scrollIntoViewIfNeeded()
  expect(await scrollY(page), 'the home scrolled down').toBeGreaterThan(300)
  await seeAll.click()
  await seePath(page, paths.allFood)
  await see(page.getByRole('heading', { level: 1, name: /^Total Foods Data/ }), "/allfood's heading")
  await expect.poll(() => scrollY(page), { message: '/allfood opens at its top' }).toBe(0)

  // Down the list to a card well below the first screen, and into its details.
  const cards = page.getByRole('article')
  await see(cards.nth(5), 'a sixth card')
  const card = cards.nth(5)
  const name = (await card.getAttribute('aria-label')) ?? (await card.getByRole('heading').first().textContent()) ?? ''
  const details = card.getByRole('link', { name: copy.allFood.seeFoodsDetails })
  await details.scrollIntoViewIfNeeded()
  const top = await topOnScreen(page, name)
  const listY = await scrollY(page)
  expect(listY, 'the list scrolled down').toBeGreaterThan(300)
  await details.click()
  await see(page.getByRole('heading', { level: 1, name, exact: true }), `the details of '${name}'`)
  await expect.poll(() => scrollY(page), { message: 'the details open at their top' }).toBe(0)

  // Back: the same card at the same place on the screen.
  await page.goBack()
  await seePath(page, paths.allFood)
  await see(page.getByRole('article', { name, exact: true }), `the card '${name}' again`)
  await expect.poll(() => scrollY(page), { message: 'the list where the person left it' }).toBeCloseTo(listY, -1)
  expect(Math.abs((await topOnScreen(page, name)) - top), 'the card where it was on the screen').toBeLessThan(10)

  // Forward: the details, at their top again.
  await page.goForward()
  await see(page.getByRole('heading', { level: 1, name, exact: true }), `the details of '${name}' again`)
  await expect.poll(() => scrollY(page), { message: 'the details at their top' }).toBe(0)
})
