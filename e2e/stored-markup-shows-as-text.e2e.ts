import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { addFoodAs, foodCard, tableRow } from './support/foods'
import { journey } from './support/journey'
import { openPage, see, seePath, seeText } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

const MARKUP_NAME = '<img src=x onerror=alert(1)>'
const MARKUP_LOCATION = '<script>alert(2)</script>'

/**
 * Stored XSS: a donor names a food like code. Every screen must show it as the literal text it
 * is; the journey's watch fails on any native dialog (an alert) or CSP violation (a blocked
 * inline handler), and no element the markup describes may exist.
 */
journey('a food named like HTML shows as plain text on every screen, and nothing runs', async ({ page }) => {
  const donor = await signUpUser('markup', 'Mark Up')
  const foodId = await addFoodAs(
    await startApiSession(donor),
    buildFoodInput({ foodName: MARKUP_NAME, location: MARKUP_LOCATION }),
  )
  const injected = page.locator('img[src="x"], script:text("alert(2)")')

  await page.goto(paths.home)
  const homeCard = await see(foodCard(page, MARKUP_NAME), 'the card titled with the literal markup on home')
  await see(homeCard.getByText(MARKUP_LOCATION, { exact: true }), 'the literal location on the home card')
  expect(await injected.count()).toBe(0)

  await openPage(page, paths.allFood)
  const listCard = await see(foodCard(page, MARKUP_NAME), 'the card titled with the literal markup on /allfood')
  await see(listCard.getByText(MARKUP_LOCATION, { exact: true }), 'the literal location on the /allfood card')
  expect(await injected.count()).toBe(0)

  await openPage(page, paths.details(foodId))
  await seePath(page, paths.login)
  await logInThroughUi(page, donor)
  await seePath(page, paths.details(foodId))
  await see(
    page.getByRole('heading', { name: MARKUP_NAME, exact: true, level: 1 }),
    'the literal markup as the details heading',
  )
  await see(page.getByText(MARKUP_LOCATION), 'the literal location on the details page')
  expect(await injected.count()).toBe(0)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: copy.nav.myPost, exact: true }).click()
  await seePath(page, paths.myPost)
  await see(tableRow(page, MARKUP_NAME), 'the literal markup as a row of /mypost')
  await seeText(page, MARKUP_NAME)
  expect(await injected.count()).toBe(0)
})
