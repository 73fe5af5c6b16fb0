import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { addFoodAs, tableRow } from './support/foods'
import { journey } from './support/journey'
import { openPage, see } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'
import { loopText } from '../web/src/texts/requests'
import { dietTagLabel, dietTagText } from '../web/src/texts/foods'
import { filtersButtonText, nearText } from '../web/src/texts/near'
import { expectAccessible } from './support/axe'
import { tabTo } from './support/keyboard'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

/** A common phone held upright. */
const PHONE = { width: 390, height: 844 }

/** The page is no wider than the screen: nothing needs a sideways scroll. */
async function widthOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

async function seeNoSidewaysScroll(page: Page, path: string, ready: () => Promise<unknown>): Promise<void> {
  await page.goto(path)
  await ready()
  expect(await widthOverflow(page), `sideways scroll on ${path} at ${PHONE.width} px`).toBeLessThanOrEqual(0)
}

journey('a person uses every screen on a 390 px phone without scrolling sideways', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const donor = await signUpUser('phone-donor')
  const person = await signUpUser('phone-person')
  const theirs = buildFoodInput({ foodName: `Phone Pilaf ${person.uid.slice(0, 6)}` })
  const donorSession = await startApiSession(donor)
  const theirId = await addFoodAs(donorSession, theirs)
  const personSession = await startApiSession(person)
  const mine = buildFoodInput({ foodName: `Phone Porridge ${person.uid.slice(0, 6)}` })
  const myId = await addFoodAs(personSession, mine)
  await callApi(personSession, 'POST', '/request', { foodId: theirId, requestedTime: '10:30:00 AM' })
  // The donor of one asks for the other's food: the person's queue has someone in it.
  await callApi(donorSession, 'POST', '/request', {
    foodId: myId,
    requestedTime: '11:00:00 AM',
    message: 'A long message that must wrap on a phone instead of pushing the screen sideways',
  })

  const heading = () => see(page.getByRole('heading', { level: 1 }), 'the page heading')
  await seeNoSidewaysScroll(page, paths.home, () => see(page.getByRole('article'), 'a food card on home'))
  await seeNoSidewaysScroll(page, paths.allFood, () => see(page.getByRole('article'), 'a food card on /allfood'))
  await seeNoSidewaysScroll(page, paths.cook, heading)
  await seeNoSidewaysScroll(page, paths.delivary, heading)
  await seeNoSidewaysScroll(page, paths.register, heading)
  await seeNoSidewaysScroll(page, paths.login, heading)

  await logInThroughUi(page, person)
  await seeNoSidewaysScroll(page, paths.addFood, heading)
  await seeNoSidewaysScroll(page, paths.details(theirId), heading)
  await seeNoSidewaysScroll(page, paths.update(myId), heading)

  // The lists turn each row into a card: the spec's column names stay as labels, actions in view.
  await seeNoSidewaysScroll(page, paths.myPost, () =>
    see(page.getByRole('list', { name: copy.myPost.heading }), 'my posted foods as cards'),
  )
  const postedCard = page.getByRole('listitem').filter({ hasText: mine.foodName })
  for (const column of copy.myPost.columns) {
    await see(postedCard.getByRole('term').filter({ hasText: column }), `the label '${column}'`)
  }
  await expectInView(page, postedCard.getByRole('link', { name: copy.myPost.edit }))
  await expectInView(page, postedCard.getByRole('button', { name: copy.myPost.delete }))
  expect(await tableRow(page, mine.foodName).count()).toBe(0)
  // The donor's queue of that food: each request a card, its answers in view.
  await seeNoSidewaysScroll(page, paths.foodRequests(myId), () =>
    see(page.getByRole('list', { name: loopText.queue.heading(mine.foodName) }), 'the queue as cards'),
  )
  await expectInView(page, page.getByRole('button', { name: loopText.moves.Declined.button }))

  await seeNoSidewaysScroll(page, paths.myRequest, () =>
    see(page.getByRole('list', { name: copy.myRequest.heading }), 'my requested foods as cards'),
  )
  const requestCard = page.getByRole('listitem').filter({ hasText: theirs.foodName })
  for (const column of copy.myRequest.columns) {
    await see(requestCard.getByRole('term').filter({ hasText: column }), `the label '${column}'`)
  }
  await expectInView(page, requestCard.getByRole('button', { name: copy.myRequest.delete }))
})

journey(
  'on a phone /allfood shows food first, its filters behind one button, and Log-Out on one line',
  async ({ page }) => {
    await page.setViewportSize(PHONE)
    await logInThroughUi(page, await signUpUser('phone-filters'))
    await openPage(page, paths.allFood)
    const firstCard = page.getByRole('article').first()
    await see(firstCard, 'the first food card')
    const cardBox = await firstCard.boundingBox()
    expect(cardBox?.y ?? Infinity, 'the first card starts within the screen, unscrolled').toBeLessThan(PHONE.height)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // The chips, the layout and Near me wait behind 'Filters', which a keyboard opens.
    const chips = page.getByRole('group', { name: dietTagText.filter })
    const filters = page.getByRole('button', { name: filtersButtonText(0), exact: true })
    expect(await filters.getAttribute('aria-expanded')).toBe('false')
    expect(await chips.isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: nearText.nearMe }).isVisible()).toBe(false)
    await tabTo(page, filters, "'Filters'")
    await page.keyboard.press('Enter')
    expect(await filters.getAttribute('aria-expanded')).toBe('true')
    await see(chips, 'the diet chips')
    await see(page.getByRole('button', { name: nearText.nearMe }), "'Near me'")
    await see(page.getByRole('button', { name: copy.allFood.changeLayout }), "'Change Layout'")
    await chips.getByRole('button', { name: dietTagLabel('vegan') }).click()
    // It says how many filters are on.
    await see(page.getByRole('button', { name: filtersButtonText(1), exact: true }), 'one filter on')
    await expectAccessible(page, '/allfood on a phone, filters open')

    const logOut = page.getByRole('button', { name: copy.nav.logOut, exact: true })
    await see(logOut, 'Log-Out')
    // The tops of the lines its text sits on: one line has one.
    const lines = await logOut.evaluate((button) => {
      const tops = new Set<number>()
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
      }
      return tops.size
    })
    expect(lines, 'Log-Out on one line').toBe(1)
  },
)

/** Within the screen's width: reachable without scrolling sideways. */
async function expectInView(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  await see(locator, 'the action')
  const box = await locator.boundingBox()
  expect(box, 'the action has a box').not.toBeNull()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
}
