/**
 * FoodShare in English, Bengali, German and Arabic (docs/decisions/languages.md): the language menu
 * switches at once and is remembered; home → /allfood → details → request in each language, with
 * `<html lang dir>`, Arabic mirrored (cards right to left, the side menu from the right), nothing
 * scrolling sideways at 390 px, and no accessibility violation.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { paths } from '../web/src/config/paths'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { expectAccessible } from './support/axe'
import { addFoodAs, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { dialog, openPage, see, seeDialog, seePath } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'

type Catalogue = Record<string, Record<string, unknown>>

/** A language's catalogue as the app reads it: every module's file, by module. */
function catalogue(language: string): Catalogue {
  const dir = new URL(`../web/src/locales/${language}/`, import.meta.url)
  const modules = readdirSync(dir).map((file): [string, Record<string, unknown>] => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>,
  ])
  return Object.fromEntries(modules)
}

function text(texts: Catalogue, path: string): string {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts)
  if (typeof found !== 'string') throw new Error(`No text at ${path}`)
  return found
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
}

const english = catalogue('en')

for (const language of ['en', 'bn', 'de', 'ar'] as const) {
  journey(
    `a person uses FoodShare in ${language}: home, all foods, a food's details and a request`,
    async ({ page }) => {
      const t = catalogue(language)
      const rtl = language === 'ar'
      const donor = await signUpUser('giver', 'Gita Giver')
      const food = buildFoodInput({ foodName: uniqueFoodName(`Language Dal ${language}`), location: 'Corner 3' })
      const foodId = await addFoodAs(await startApiSession(donor), food)
      const person = await signUpUser('reader', 'Rana Reader')

      await page.goto(paths.login)
      await logInThroughUi(page, person)
      await seePath(page, paths.home)

      // The top bar's language menu: the page switches at once, without a reload.
      const marker = await page.evaluate(() => ((window as unknown as { kept: number }).kept = Math.random()))
      await page.getByRole('combobox', { name: text(english, 'app.appText.language') }).selectOption(language)
      await see(
        page.getByRole('link', { name: text(t, 'copy.copy.home.viewFoods') }).first(),
        `'view foods' in ${language}`,
      )
      expect(await page.evaluate(() => (window as unknown as { kept: number }).kept), 'no reload').toBe(marker)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr')
      expect(await page.title()).toBe(text(t, 'app.appText.pageTitle'))
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSidewaysScroll(page, `the home at 390 px in ${language}`)
      await expectAccessible(page, `the home at 390 px in ${language}`)
      await page.setViewportSize({ width: 1280, height: 900 })

      await page
        .getByRole('navigation', { name: text(t, 'app.appText.mainNav') })
        .getByRole('link', {
          name: text(t, 'copy.copy.nav.allFood'),
        })
        .click()
      await seePath(page, paths.allFood)
      const heading = text(t, 'copy.copy.allFood.heading').split('(')[0]?.trim() ?? ''
      await see(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }),
        `the /allfood heading in ${language}`,
      )
      const details = page.getByRole('link', { name: text(t, 'copy.copy.allFood.seeFoodsDetails') })
      await see(details.first(), `'See Foods Details' in ${language}`)
      const [first, second] = await Promise.all([details.nth(0).boundingBox(), details.nth(1).boundingBox()])
      if (!first || !second) throw new Error('Two cards are needed in a row')
      expect(first.y, 'the first two cards share a row').toBeCloseTo(second.y, 0)
      // Arabic reads right to left: the first card is on the right.
      if (rtl) expect(first.x).toBeGreaterThan(second.x)
      else expect(first.x).toBeLessThan(second.x)
      await expectAccessible(page, `/allfood in ${language}`)

      // On a phone: nothing scrolls sideways; the side menu opens from the reading side, with its own language menu.
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSidewaysScroll(page, `/allfood at 390 px in ${language}`)
      await page.getByRole('button', { name: text(t, 'app.appText.openMenu') }).click()
      const menu = await see(page.getByRole('navigation', { name: text(t, 'app.appText.sideMenu') }), 'the side menu')
      await see(menu.getByRole('combobox', { name: text(t, 'app.appText.language') }), 'the side menu’s language menu')
      // Its reading-side edge touches the screen's edge once it has slid in.
      await expect
        .poll(async () => {
          const box = await menu.boundingBox()
          return box ? Math.round(rtl ? box.x + box.width : box.x) : -1
        })
        .toBe(rtl ? 390 : 0)
      await page.keyboard.press('Escape')
      await page.setViewportSize({ width: 1280, height: 900 })

      // The choice is remembered: a new page load comes in the same language.
      await openPage(page, paths.details(foodId))
      await see(
        page.getByRole('heading', { name: food.foodName, exact: true, level: 1 }),
        `the details of '${food.foodName}'`,
      )
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSidewaysScroll(page, `the details at 390 px in ${language}`)
      await page.setViewportSize({ width: 1280, height: 900 })
      await expectAccessible(page, `/details/{id} in ${language}`)
      await page.getByRole('button', { name: text(t, 'copy.copy.details.addToRequest'), exact: true }).click()
      const modal = await see(dialog(page, text(t, 'requests.requestModalText.title')), 'the request form')
      await modal.getByRole('button', { name: text(t, 'copy.copy.details.request'), exact: true }).click()
      await seeDialog(page, text(t, 'copy.copy.dialog.requestSent'))
      await seePath(page, paths.myRequest)
      await see(
        page.getByRole('heading', { name: text(t, 'copy.copy.myRequest.heading'), exact: true }),
        `'${text(t, 'copy.copy.myRequest.heading')}'`,
      )
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSidewaysScroll(page, `/myrequest at 390 px in ${language}`)
      await expectAccessible(page, `/myrequest at 390 px in ${language}`)
    },
  )
}

journey(
  'a first visit from a browser set to Arabic comes in Arabic, right to left, nothing scrolling sideways',
  async ({ newPerson }) => {
    const page = await newPerson({ locale: 'ar' })
    const t = catalogue('ar')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.home)
    await see(page.getByRole('link', { name: text(t, 'copy.copy.home.viewFoods') }).first(), "'view foods' in Arabic")
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar')
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expectNoSidewaysScroll(page, 'the home at 390 px in Arabic')
    await expectAccessible(page, 'the home at 390 px, a first visit in Arabic')
  },
)
