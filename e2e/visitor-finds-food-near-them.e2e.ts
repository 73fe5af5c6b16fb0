import { randomInt } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { readFood } from './support/admin'
import { expectAccessible } from './support/axe'
import { addFoodAs, fillFoodForm, foodCard, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { openPage, see, seeDialog, seePath } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { nearText } from '../web/src/texts/near'
import { loopText } from '../web/src/texts/requests'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

/**
 * Somewhere at random in the southern mid-latitudes for each run, so no other run's foods are
 * near, and a neighbour about 1, 3 and 6 km east of it (0.01° of longitude there is about 0.9 km).
 */
const home = { lat: -30 - randomInt(0, 1000) / 100, lng: -150 + randomInt(0, 30_000) / 100 }
const east = (hundredths: number) => ({ lat: home.lat, lng: Math.round((home.lng + hundredths / 100) * 100) / 100 })

/** OpenStreetMap cannot be reached here; refuse its tiles at once rather than wait on DNS. */
async function offline(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'))
}

async function useLocation(context: BrowserContext, point: { lat: number; lng: number }): Promise<void> {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: point.lat, longitude: point.lng })
}

/** The distances the cards show, top to bottom, in km. */
async function distancesShown(page: Page): Promise<number[]> {
  const values = await page
    .getByRole('article')
    .locator('dt', { hasText: `${nearText.distanceLabel}:` })
    .locator('xpath=following-sibling::dd[1]')
    .allTextContents()
  return values.map((text) => Number(text.replace(' km', '')))
}

journey(
  'a donor pins a pickup point; a visitor lists foods near them by distance and on a map',
  async ({ page, context, newPerson }) => {
    // A donor places the pin from the browser's location, then moves it with a click on the map.
    await offline(context)
    await useLocation(context, home)
    const donor = await signUpUser('near-donor', 'Nadia Near')
    await page.goto(paths.addFood)
    await seePath(page, paths.login)
    await logInThroughUi(page, donor)
    await seePath(page, paths.addFood)
    const form = page.getByRole('form', { name: copy.addFood.heading })
    const name = uniqueFoodName('Journey Pinned Pilaf')
    const foodImg = 'https://images.example.com/food/pilaf.jpg'
    await fillFoodForm(form, { foodName: name, foodImg, quantity: 2, location: 'Near Lane 3', days: 2 })
    // The browser may already tell where the donor is, so an empty map opens round them, not on the world.
    await form.getByRole('button', { name: nearText.placeOnMap }).click()
    await see(form.getByRole('region', { name: nearText.pickupMapLabel }), 'the empty pickup map')
    const pinStatus = form.getByRole('status').filter({ hasText: 'Pin at' })
    await expect
      .poll(
        async () => {
          await form.getByRole('button', { name: nearText.pinAtCentre }).click()
          const [centreLat, centreLng] =
            /Pin at (-?[\d.]+), (-?[\d.]+)/.exec((await pinStatus.textContent()) ?? '')?.slice(1) ?? []
          // Taken away again: a pin placed before the map moved would keep it where it was.
          await form.getByRole('button', { name: nearText.removePin }).click()
          return Math.abs(Number(centreLat) - home.lat) + Math.abs(Number(centreLng) - home.lng)
        },
        { message: 'the map opened round the donor' },
      )
      .toBeLessThan(0.001)
    await form.getByRole('button', { name: nearText.useMyLocation }).click()
    await see(pinStatus, 'the pin at the browser location')
    expect(await pinStatus.textContent()).toBe(nearText.pinAt(home.lat, home.lng))
    const map = form.getByRole('region', { name: nearText.pickupMapLabel })
    await see(map.getByRole('button', { name: nearText.pinMarker }), 'the pin on the map')
    await expectAccessible(page, '/addfood with the pickup map open')
    const box = await map.boundingBox()
    if (!box) throw new Error('The pickup map has no size')
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2)
    await expect.poll(() => pinStatus.textContent()).not.toBe(nearText.pinAt(home.lat, home.lng))
    const [lat, lng] = /Pin at (-?[\d.]+), (-?[\d.]+)/.exec((await pinStatus.textContent()) ?? '')?.slice(1) ?? []
    await form.getByRole('button', { name: 'Add Food', exact: true }).click()
    await seeDialog(page, copy.dialog.added)
    await seePath(page, paths.allFood)
    const detailsHref = await foodCard(page, name)
      .getByRole('link', { name: copy.allFood.seeFoodsDetails, exact: true })
      .getAttribute('href')
    const pinnedId = decodeURIComponent(detailsHref?.split('/').at(-1) ?? '')
    const stored = await readFood(pinnedId)
    expect(stored?.lat).toBeCloseTo(Number(lat), 5)
    expect(stored?.lng).toBeCloseTo(Number(lng), 5)
    expect(stored?.lng).toBeGreaterThan(home.lng)
    expect(stored?.geohash).toMatch(/^[0-9b-hjkmnp-z]{10}$/)

    // Neighbours post three more foods about 1, 3 and 6 km east.
    const neighbour = await startApiSession(await signUpUser('near-neighbour', 'Nico Neighbour'))
    const others = [6, 1, 3].map((hundredths) => ({
      name: uniqueFoodName('Journey Near Soup'),
      at: east(hundredths * 1.1),
    }))
    for (const other of others)
      await addFoodAs(neighbour, { ...buildFoodInput({ foodName: other.name }), coordinates: other.at })

    // A visitor at home asks for foods near them: nearest first, each with its distance.
    const visitor = await newPerson()
    await offline(visitor.context())
    await useLocation(visitor.context(), home)
    await logInThroughUi(visitor, await signUpUser('near-visitor', 'Vera Visitor'))
    await openPage(visitor, paths.allFood)
    await visitor.getByRole('button', { name: nearText.nearMe }).click()
    await see(visitor.getByText(nearText.nearHeading(10)), 'the near-me heading')
    for (const other of others) await see(foodCard(visitor, other.name), `'${other.name}' near the visitor`)
    await see(foodCard(visitor, name), 'the pinned food near the visitor')
    const distances = await distancesShown(visitor)
    expect(distances.length).toBeGreaterThanOrEqual(4)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const oneKmAway = Number(
      (await foodCard(visitor, others[1]!.name).getByText(/ km$/).textContent())?.replace(' km', ''),
    )
    expect(oneKmAway).toBeGreaterThan(0.5)
    expect(oneKmAway).toBeLessThan(1.5)
    await expectAccessible(visitor, '/allfood near me')

    // The Map view shows one pin per food listed and the visitor's own position; a pin opens a
    // popup with the food's name, its portions left and a link to its details.
    await visitor.getByRole('button', { name: nearText.mapView }).click()
    const foodsMap = visitor.getByRole('region', { name: nearText.mapLabel })
    await see(foodsMap.getByRole('button', { name: others[0]!.name }), 'the farthest food on the map')
    const listed = distances.length
    await see(visitor.getByText(nearText.onMap(listed, listed)), `${listed} foods on the map`)
    expect(await foodsMap.locator('.leaflet-marker-icon.foodshare-pin').count()).toBe(listed)
    await see(foodsMap.getByRole('img', { name: nearText.youAreHere }), "the visitor's own position")
    await expectAccessible(visitor, '/allfood map view')
    await foodsMap.getByRole('button', { name }).click()
    const popup = foodsMap.locator('.leaflet-popup')
    await see(popup.getByText(name, { exact: true }), 'the popup naming the food')
    await see(popup.getByText(loopText.portionsLeft(2, 2), { exact: true }), 'the portions left')
    const details = popup.getByRole('link', { name: copy.allFood.seeFoodsDetails, exact: true })
    expect(await details.getAttribute('href')).toBe(paths.details(pinnedId))
    await expectAccessible(visitor, '/allfood map with a popup open')
    // Followed by keyboard, in the app: the page is not loaded again.
    await visitor.evaluate(() => sessionStorage.setItem('same-page', String(performance.timeOrigin)))
    await details.focus()
    await visitor.keyboard.press('Enter')
    await seePath(visitor, paths.details(pinnedId))
    expect(await visitor.evaluate(() => sessionStorage.getItem('same-page') === String(performance.timeOrigin))).toBe(
      true,
    )
  },
)

journey('a visitor who refuses the location keeps the list as it was and is told why', async ({ page, context }) => {
  // The visitor's answer to the browser's question, as Chromium records a "Block".
  const browser = await context.newCDPSession(page)
  await browser.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied' })
  await openPage(page, paths.allFood)
  const firstCard = page.getByRole('article').first()
  await see(firstCard, 'the list of foods')
  const before = await page.getByRole('heading', { level: 1 }).textContent()
  const firstName = await firstCard.getByRole('heading').textContent()

  await page.getByRole('button', { name: nearText.nearMe }).click()

  await see(page.getByRole('alert').filter({ hasText: nearText.refused }), 'why there is no near-me list')
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(before)
  expect(await page.getByRole('article').first().getByRole('heading').textContent()).toBe(firstName)
  expect(await page.getByText(nearText.nearHeading(10)).count()).toBe(0)
  await expectAccessible(page, '/allfood after a refused location')
})
