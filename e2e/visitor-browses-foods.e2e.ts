import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { APP_URL } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { foodCard, watchListTotals } from './support/foods'
import { journey, SEE_TIMEOUT_MS } from './support/journey'
import { expectFocusReturnsTo, tabTo } from './support/keyboard'
import { dialog, see, seeDialog, seeNo, seePath, seeText } from './support/see'

/**
 * The heading shows the true total of the list, as the API counts it for the same call
 * (`X-Total-Count`), not the cards on screen: the total the API gives now, or the one it gave in
 * the answer the page last received for this list (`answered`), since journeys running beside this
 * one add foods and the app keeps an answer fresh for a while. Polled.
 * `shownBefore` is a heading this list already showed: a list shown again may keep it for as long
 * as its answer is fresh (the app's query cache), even when others have added foods since.
 * Answers the heading seen.
 */
async function expectHeadingShowsTotal(
  page: Page,
  answered: (listPath: string) => number | undefined,
  listPath: string,
  shownBefore?: string,
): Promise<string> {
  const deadline = Date.now() + SEE_TIMEOUT_MS
  let heading: string | null = null
  let total = -1
  let received: number | undefined
  while (Date.now() < deadline) {
    const response = await fetch(`${APP_URL}/api${listPath}`)
    total = Number(response.headers.get('X-Total-Count'))
    received = answered(listPath)
    heading = await page.getByRole('heading', { level: 1 }).textContent()
    if (
      heading === copy.allFood.heading(total) ||
      (received !== undefined && heading === copy.allFood.heading(received)) ||
      (shownBefore !== undefined && heading === shownBefore)
    ) {
      return heading
    }
    await page.waitForTimeout(100)
  }
  throw new Error(
    `Expected the heading to show the total of ${listPath}, ${total} now (${received ?? 'none'} in the page's last answer), but it says '${heading}'`,
  )
}

/** The name of a card on screen none of whose words (name or location) starts with `prefix`. */
async function foodWithoutWordStarting(page: Page, prefix: string): Promise<string> {
  const cards = await page
    .locator('article')
    .evaluateAll((shown) =>
      shown.map((card) => ({ name: card.querySelector('h2, h3')?.textContent ?? '', text: card.textContent ?? '' })),
    )
  const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${prefix}`, 'iu')
  const found = new Set(cards.filter((card) => wordStart.test(card.text)).map((card) => card.name))
  const other = cards.find((card) => card.name !== '' && !found.has(card.name))
  if (!other) throw new Error(`Every card on screen has a word starting with '${prefix}'`)
  return other.name
}

/** How many columns the cards sit in: the distinct left edges of the cards. */
async function columnsOf(page: Page): Promise<number> {
  const lefts = await page
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)))
  return new Set(lefts).size
}

/**
 * The quantities on the cards, in the order the user reads them. By CSS, not by role: an open
 * dialog hides the page from the accessibility tree while the cards are still plain to see.
 */
async function quantitiesShown(page: Page): Promise<number[]> {
  const texts = await page.locator('article').evaluateAll((cards) =>
    cards.map((card) => {
      const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent?.startsWith('Quantity'))
      return term?.nextElementSibling?.textContent ?? ''
    }),
  )
  return texts.map(Number)
}

journey('a visitor browses the home page, searches, sorts and finds the static pages', async ({ page }) => {
  const answered = watchListTotals(page)
  await page.goto(paths.home)

  // Home: the three slider headlines, and the grid of cards with 'See Details'.
  for (const headline of copy.home.slides) {
    await see(page.getByRole('heading', { name: headline, exact: true }), `the slide '${headline}'`)
  }
  await see(page.getByRole('article'), 'a food card on home')
  const homeCards = await page.getByRole('article').count()
  expect(await page.getByRole('link', { name: copy.home.seeDetails, exact: true }).count()).toBe(homeCards)
  await see(page.getByRole('contentinfo').getByText(String(copy.footerYear)), `the footer year ${copy.footerYear}`)
  // Signed out: only the public links, and Login and Register.
  const mainNav = page.getByRole('navigation', { name: 'Main' })
  expect(await mainNav.getByRole('link', { name: copy.nav.addFood, exact: true }).count()).toBe(0)
  await see(page.getByRole('link', { name: copy.nav.register, exact: true }), 'the Register button')
  await expectAccessible(page, 'home, signed out')

  // A slide's 'view foods' leads to /allfood.
  await page.getByRole('link', { name: copy.home.viewFoods, exact: true }).filter({ visible: true }).first().click()
  await seePath(page, paths.allFood)
  await page.goBack()
  await seePath(page, paths.home)

  await page.getByRole('link', { name: copy.home.seeAllFoods, exact: true }).click()
  await seePath(page, paths.allFood)

  // /allfood: the heading shows the true total.
  await see(page.getByRole('article'), 'a food card on /allfood')
  await expectAccessible(page, '/allfood, signed out')
  const wholeListHeading = await expectHeadingShowsTotal(page, answered, '/foods?limit=1')
  expect(await page.getByRole('link', { name: copy.allFood.seeFoodsDetails, exact: true }).count()).toBe(
    await page.locator('article').count(),
  )

  // Search: a word prefix finds the food, a nonsense word finds nothing.
  const other = await foodWithoutWordStarting(page, 'bir')
  const search = page.getByRole('searchbox', { name: copy.allFood.searchLabel })
  await search.fill('bir')
  await seeNo(foodCard(page, other), `the card of '${other}' while searching "bir"`)
  await see(foodCard(page, 'Chicken Biryani'), 'Chicken Biryani found by "bir"')
  await expectHeadingShowsTotal(page, answered, '/food?searchParams=bir&limit=1')
  await search.fill('qwxzyv')
  await seeText(page, copy.allFood.notFound)
  await search.fill('')
  // The whole list again: as the app kept it a moment ago, or as it is now if others added foods
  // and the app has fetched it again.
  await expectHeadingShowsTotal(page, answered, '/foods?limit=1', wholeListHeading)
  await see(page.getByRole('article'), 'the food cards again once the search box is empty')
  await foodWithoutWordStarting(page, 'bir')

  // 'Change Layout' switches the large-screen grid between 3 and 2 columns, and back.
  const before = await columnsOf(page)
  await page.getByRole('button', { name: copy.allFood.changeLayout, exact: true }).click()
  await expect.poll(() => columnsOf(page), { timeout: SEE_TIMEOUT_MS }).toBe(before === 3 ? 2 : 3)
  await page.getByRole('button', { name: copy.allFood.changeLayout, exact: true }).click()
  await expect.poll(() => columnsOf(page), { timeout: SEE_TIMEOUT_MS }).toBe(before)
  expect([2, 3]).toContain(before)

  // 'Sort by Quantity', by keyboard: a success dialog, and the biggest quantities first.
  const sort = page.getByRole('button', { name: copy.allFood.sortByQuantity, exact: true })
  await tabTo(page, sort, "'Sort by Quantity'")
  await page.keyboard.press('Enter')
  await seeDialog(page, copy.allFood.sorted)
  // It closes by itself after 2.5 s, so this may already see the list behind it on a slow machine.
  await expectAccessible(page, `the dialog '${copy.allFood.sorted}'`)
  // The server sorts, and the dialog shows at the click: on a loaded machine its answer, and so the
  // cards in their new order, may come a moment after the dialog.
  const descending = (quantities: number[]) =>
    quantities.every((quantity, i) => i === 0 || quantities[i - 1]! >= quantity)
  await expect.poll(() => quantitiesShown(page), { timeout: SEE_TIMEOUT_MS }).toSatisfy(descending)
  const quantities = await quantitiesShown(page)
  expect(quantities.length).toBe(await page.locator('article').count())
  expect(quantities).toEqual([...quantities].sort((a, b) => b - a))
  await seeNo(dialog(page, copy.allFood.sorted), 'the sort dialog closing by itself')
  await expectFocusReturnsTo(sort, "'Sort by Quantity', which opened the dialog")

  // The static pages, from the top bar.
  await mainNav.getByRole('link', { name: copy.nav.cook, exact: true }).click()
  await seePath(page, paths.cook)
  await see(page.getByRole('heading', { level: 1 }), 'the cooking page heading')
  await expectAccessible(page, '/cook, signed out')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: copy.nav.delivary, exact: true })
    .click()
  await seePath(page, paths.delivary)
  await see(page.getByRole('heading', { level: 1 }), 'the delivery page heading')
  await expectAccessible(page, '/delivary, signed out')
  expect(await page.getByRole('link', { name: copy.notFound.goHome }).count()).toBe(0)

  // An unknown address: the 404 page, and its way home, by keyboard past the top bar's links.
  await page.goto('/no-such-page')
  const goHome = await see(page.getByRole('link', { name: copy.notFound.goHome, exact: true }), 'the 404 page')
  await expectAccessible(page, 'the 404 page, signed out')
  await tabTo(page, goHome, `'${copy.notFound.goHome}'`)
  await page.keyboard.press('Enter')
  await seePath(page, paths.home)
  await see(page.getByRole('heading', { name: copy.home.slides[0], exact: true }), 'the home slider again')

  // A tablet: the links move into the side menu, opened and closed by keyboard.
  await page.setViewportSize({ width: 820, height: 1180 })
  // A fresh page, so Tab starts from its top.
  await page.goto(paths.cook)
  const openMenu = page.getByRole('button', { name: 'Open menu', exact: true })
  await tabTo(page, openMenu, "the top bar's menu button")
  await page.keyboard.press('Enter')
  const sideMenu = await see(page.getByRole('navigation', { name: 'Side menu' }), 'the side menu')
  await see(sideMenu.getByRole('link', { name: copy.nav.cook, exact: true }), "'Cook' in the side menu")
  await expectAccessible(page, 'the side menu, signed out')
  await page.keyboard.press('Escape')
  await seeNo(sideMenu, 'the side menu')
  await expectFocusReturnsTo(openMenu, 'the menu button')
})
