import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { paths } from '../web/src/config/paths'
import { directionsText } from '../web/src/texts/near'
import { expectAccessible } from './support/axe'
import { addFoodAs, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { openPage, see, seeNo, seePath } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

const POINT = { lat: 23.81234, lng: 90.41251 }
const OSM_LINK = `https://www.openstreetmap.org/?mlat=${POINT.lat}&mlon=${POINT.lng}#map=17/${POINT.lat}/${POINT.lng}`
/** The offline note's English, its time whatever it is. */
const AS_OF = /^You are offline: this is as of .+\.$/

/** The query keys the device's offline copy holds (app/offline-copy.ts), read from IndexedDB. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('foodshare-offline')
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('copies')) return resolve([])
          const read = db.transaction('copies').objectStore('copies').get('queries')
          read.onsuccess = () => {
            const kept = read.result as { clientState: { queries: { queryHash: string }[] } } | undefined
            resolve(kept?.clientState.queries.map((query) => query.queryHash) ?? [])
          }
          read.onerror = () => reject(read.error ?? new Error('The copy could not be read'))
        }
      }),
  )
}

/** Where to go: the pin's map and the link to the exact point. */
async function seeDirections(page: Page, foodName: string): Promise<void> {
  await see(page.getByText(directionsText.heading, { exact: true }), `'${directionsText.heading}'`)
  await see(page.getByRole('region', { name: directionsText.mapLabel }), 'the map of the pickup point')
  const link = await see(
    page.getByRole('link', { name: directionsText.openInMapsLabel(foodName), exact: true }),
    `'${directionsText.openInMaps}'`,
  )
  expect(await link.getAttribute('href')).toBe(OSM_LINK)
}

journey(
  'on a phone, an accepted requester finds the pickup on a map, reads it again offline, and nothing stays after logging out',
  async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const [donor, asker] = await Promise.all([signUpUser('pin-donor'), signUpUser('pin-asker')])
    const food = buildFoodInput({ foodName: uniqueFoodName('Pinned Khichuri'), location: 'Gate 3, Mirpur Road' })
    const donorSession = await startApiSession(donor)
    const foodId = await addFoodAs(donorSession, { ...food, coordinates: POINT })
    const { insertedId } = await callApi<{ insertedId: string }>(await startApiSession(asker), 'POST', '/request', {
      foodId,
      requestedTime: '6:00:00 PM',
      portions: 1,
    })
    await callApi(donorSession, 'PATCH', `/request/${insertedId}`, { status: 'Accepted' })

    await page.goto(paths.login)
    await logInThroughUi(page, asker)

    // The own list: the accepted request says where, with the pin and a link to the exact point.
    await page.goto(paths.myRequest)
    await see(page.getByText(food.foodName, { exact: true }).first(), 'the request on /myrequest')
    await seeDirections(page, food.foodName)
    await expectAccessible(page, '/myrequest with the pickup map at 390 px')

    // The food's page too.
    await openPage(page, paths.details(foodId))
    await see(page.getByRole('heading', { level: 1, name: food.foodName }), 'the food’s details')
    await seeDirections(page, food.foodName)
    await expectAccessible(page, 'the details with the pickup map at 390 px')

    // The device keeps the list and this food, and the app itself (the service worker).
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
    await expect
      .poll(() => keptKeys(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(foodId), expect.stringContaining('"requests"')]))

    // Offline, on the way: both pages still say where, and how old what they show is.
    await context.setOffline(true)
    await page.reload()
    await see(page.getByRole('heading', { level: 1, name: food.foodName }), 'the food’s details, offline')
    await see(page.getByText(food.location), 'the pickup location, offline')
    await see(page.getByText(AS_OF), "'as of' the time it was fetched")
    await seeDirections(page, food.foodName)
    await expectAccessible(page, 'the details offline at 390 px')

    await page.goto(paths.myRequest)
    await see(page.getByText(food.foodName, { exact: true }).first(), 'the request on /myrequest, offline')
    await see(page.getByText(AS_OF), "'as of' on /myrequest")
    await seeDirections(page, food.foodName)

    // Back online, Log Out: the copy is deleted, and offline nothing of it shows any more.
    await context.setOffline(false)
    await page.getByRole('banner').getByRole('button', { name: copy.nav.logOut, exact: true }).click()
    await seePath(page, paths.home)
    await expect.poll(() => keptKeys(page), { timeout: 15_000 }).toEqual([])
    await context.setOffline(true)
    await openPage(page, paths.details(foodId))
    await seePath(page, paths.login)
    await seeNo(page.getByText(food.location), 'the pickup location')
    await seeNo(page.getByText(directionsText.openInMaps), `'${directionsText.openInMaps}'`)
    await context.setOffline(false)
  },
  // Offline, the pages ask the API and the auth emulator anyway, and the home still shown as the last
  // one goes offline loses its photos: the browser logs each failure.
  { allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED \(http:\/\/localhost:\d+\/demo\//] },
)
