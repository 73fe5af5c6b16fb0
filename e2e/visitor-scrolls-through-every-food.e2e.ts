import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { PAGE_SIZE } from '../functions/src/shared/constants'
import { APP_URL } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { seedFoods } from '../functions/src/test/stored'
import { foodCard, watchListTotals } from './support/foods'
import { journey, SEE_TIMEOUT_MS } from './support/journey'
import { dialog, openPage, see, seeDialog, seeNo, seeText } from './support/see'
import { loadMoreText } from '../web/src/texts/list'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

/** More than two pages, and a last page that is not full. */
const FOOD_COUNT = PAGE_SIZE * 2 + 12
/** What a page may hold at most, however many foods are loaded (docs/decisions/search-and-paging.md). */
const MAX_DOM_NODES = 3000

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 })
}

async function domNodes(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length)
}

/** The true total of all foods as the API counts it right now. */
async function apiTotal(): Promise<number> {
  const response = await fetch(`${APP_URL}/api/foods?limit=1`)
  return Number(response.headers.get('X-Total-Count'))
}

/** Scrolls to the bottom as a person would, page after page, until `name`'s card shows. */
async function scrollUntilCard(page: Page, name: string): Promise<void> {
  const card = foodCard(page, name)
  const deadline = Date.now() + SEE_TIMEOUT_MS * 2
  while (Date.now() < deadline) {
    if (await card.isVisible()) return
    await page.mouse.wheel(0, 4000)
    await page.waitForTimeout(150)
  }
  throw new Error(`Expected to reach the card '${name}' by scrolling /allfood`)
}

journey(
  'a visitor scrolls, loads more by keyboard, searches and sorts across every page of foods',
  async ({ page }) => {
    // A word no other journey uses, so the search finds exactly these foods.
    const word = `Pagewort${randomUUID().slice(0, 6)}`
    const donor = await signUpUser('pager')
    const names = Array.from({ length: FOOD_COUNT }, (_, index) => `${word} ${index + 1}`)
    await seedFoods(
      { uid: donor.uid, name: donor.displayName, email: donor.email, img: donor.photoURL },
      names.map((foodName, index) => buildFoodInput({ foodName, quantity: index + 1 })),
    )

    // The heading shows the true total of all foods, not the cards on screen: the API's total now,
    // or the one in the answer the page drew from, since journeys beside this one add foods.
    const answered = watchListTotals(page)
    await openPage(page, paths.allFood)
    await see(page.getByRole('article'), 'a food card on /allfood')
    await expect
      .poll(
        async () => {
          const shown = await heading(page).textContent()
          const received = answered('/foods')
          return (
            shown === copy.allFood.heading(await apiTotal()) ||
            (received !== undefined && shown === copy.allFood.heading(received))
          )
        },
        { timeout: SEE_TIMEOUT_MS },
      )
      .toBe(true)

    // The search reaches the server: exactly our foods, newest first, one page at a time.
    await page.getByRole('searchbox', { name: copy.allFood.searchLabel }).fill(word)
    await see(heading(page).filter({ hasText: copy.allFood.heading(FOOD_COUNT) }), `the total ${FOOD_COUNT}`)
    await see(foodCard(page, names[FOOD_COUNT - 1] ?? ''), 'the newest food first')
    await seeText(page, loadMoreText.shown(PAGE_SIZE, FOOD_COUNT))

    // 'Load more' by keyboard: focus it and press Enter, until every page is there. The last page
    // can arrive between seeing the button and focusing it (a page asked for earlier, or by the
    // scroll the focus makes): the focus then finds no button, and the next look sees it gone.
    const loadMore = page.getByRole('button', { name: loadMoreText.button, exact: true })
    await expect
      .poll(
        async () => {
          if (!(await loadMore.isVisible())) return 'every page'
          await loadMore.focus({ timeout: 1000 })
          await page.keyboard.press('Enter')
          return 'more to load'
        },
        { timeout: SEE_TIMEOUT_MS * 2, interval: 300 },
      )
      .toBe('every page')
    await seeText(page, loadMoreText.shown(FOOD_COUNT, FOOD_COUNT))

    // Scrolling reaches the last food; the page stays small.
    await scrollUntilCard(page, names[0] ?? '')
    expect(await domNodes(page)).toBeLessThan(MAX_DOM_NODES)

    // 'Sort by Quantity' sorts on the server across all pages: the biggest quantity comes first,
    // and scrolling down loads the rest in order, down to the smallest.
    await page.mouse.wheel(0, -1_000_000)
    await page.getByRole('button', { name: copy.allFood.sortByQuantity, exact: true }).click()
    await seeDialog(page, copy.allFood.sorted)
    await seeNo(dialog(page, copy.allFood.sorted), 'the sort dialog closing by itself')
    await see(foodCard(page, names[FOOD_COUNT - 1] ?? ''), `quantity ${FOOD_COUNT} first`)
    const firstName = await page
      .getByRole('article')
      .first()
      .evaluate((card) => card.querySelector('h2, h3')?.textContent ?? '')
    expect(firstName).toBe(names[FOOD_COUNT - 1])
    await scrollUntilCard(page, names[0] ?? '')
    await seeText(page, loadMoreText.shown(FOOD_COUNT, FOOD_COUNT))
    expect(await domNodes(page)).toBeLessThan(MAX_DOM_NODES)
  },
)
