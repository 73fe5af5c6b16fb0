import { randomInt } from 'node:crypto'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { paths } from '../web/src/config/paths'
import { alertsText } from '../web/src/texts/alerts'
import { channelsText } from '../web/src/texts/channels'
import { filtersButtonText, nearText } from '../web/src/texts/near'
import { formatList } from '../web/src/texts/formats'
import { DEFAULT_RADIUS_KM } from '../functions/src/shared/constants'
import { signUpUser } from '../functions/src/test/users'
import { expectAccessible } from './support/axe'
import { expectFocusReturnsTo, hasFocus, tabTo } from './support/keyboard'
import { journey } from './support/journey'
import { openPage, see, seeNo, seePath, seeToast } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

/** A common phone held upright. */
const PHONE = { width: 390, height: 844 }

/** Somewhere in the far south each run, so no other run's foods or alerts are near. */
const here = { lat: -40 - randomInt(0, 500) / 100, lng: 100 + randomInt(0, 5000) / 100 }

/** OpenStreetMap cannot be reached here; refuse its tiles at once rather than wait on DNS. */
async function offline(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'))
}

/** The screen as a phone shows it: nothing wider than it, and no WCAG 2.2 AA violation. */
async function expectFitsThePhone(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `sideways scroll on ${what} at ${PHONE.width} px`).toBeLessThanOrEqual(0)
  await expectAccessible(page, `${what} at ${PHONE.width} px`)
}

/** On the screen's width, so a thumb reaches it without scrolling sideways. */
async function expectInView(control: Locator, what: string): Promise<void> {
  await see(control, what)
  const box = await control.boundingBox()
  expect(box, `${what} has a box`).not.toBeNull()
  expect(box?.x ?? -1, `${what} starts on the screen`).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends on the screen`).toBeLessThanOrEqual(PHONE.width)
}

/** After a save or a delete, focus stays on something in the page, never dropped on the body. */
async function expectFocusKept(page: Page, after: string): Promise<void> {
  const onBody = () => page.evaluate(() => document.activeElement === null || document.activeElement === document.body)
  expect(await onBody(), `focus lost after ${after}`).toBe(false)
}

/** The alert circle's outline as Leaflet draws it (an SVG path), or null when none is drawn. */
function circleOutline(map: Locator): Promise<string | null> {
  return map.locator('path.leaflet-interactive').first().getAttribute('d')
}

journey(
  'a person on a 390 px phone makes an alert from the list, deletes it and tunes their notifications, by keyboard alone',
  async ({ page, context }) => {
    await offline(context)
    await page.setViewportSize(PHONE)
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: here.lat, longitude: here.lng })
    const person = await signUpUser('keyboard-alerts', 'Kamal Keys')
    await page.goto(paths.alerts)
    await seePath(page, paths.login)
    await logInThroughUi(page, person)
    await seePath(page, paths.alerts)

    // From the list: Filters (a phone keeps Near me behind it), Near me, then "Alert me about foods
    // like these" saves it, each by Tab and Enter.
    await openPage(page, paths.allFood)
    const filters = page.getByRole('button', { name: filtersButtonText(0), exact: true })
    await tabTo(page, filters, 'Filters')
    await page.keyboard.press('Enter')
    const nearMe = page.getByRole('button', { name: nearText.nearMe })
    await tabTo(page, nearMe, 'Near me')
    await page.keyboard.press('Enter')
    const alertMe = page.getByRole('button', { name: alertsText.fromList })
    await expectInView(alertMe, 'Alert me about foods like these')
    await expectFitsThePhone(page, '/allfood near me')
    await tabTo(page, alertMe, 'Alert me about foods like these')
    await page.keyboard.press('Enter')
    await seeToast(page, alertsText.savedFromList)
    const session = await startApiSession(person)
    const fromList = await callApi<{ _id: string; radiusKm: number; frequency: string }[]>(session, 'GET', '/alerts')
    expect(fromList).toMatchObject([{ radiusKm: DEFAULT_RADIUS_KM, frequency: 'instant' }])
    await tabTo(page, page.getByRole('button', { name: alertsText.seeAlerts }), 'See your alerts')
    await page.keyboard.press('Enter')
    await seePath(page, paths.alerts)
    // The one from the list goes again (by the API: the delete by keyboard is below), and one is drawn here.
    await callApi(session, 'DELETE', `/alerts/${fromList[0]?._id ?? ''}`)
    const useMyLocation = page.getByRole('button', { name: nearText.useMyLocation })
    await tabTo(page, useMyLocation, 'Use my location')
    await page.keyboard.press('Enter')
    await see(page.getByText(nearText.pinAt(here.lat, here.lng)), 'the pin at the person’s place')
    await expectFitsThePhone(page, '/alerts')

    // The map shows the radius around the pin, and the circle follows the radius.
    // Located, the map is open already.
    await see(page.getByRole('button', { name: nearText.hideMap }), 'the map open')
    const map = page.getByRole('region', { name: nearText.pickupMapLabel })
    await see(map.locator('path.leaflet-interactive'), 'the radius circle on the map')
    const before = await circleOutline(map)
    const radius = page.getByRole('spinbutton', { name: alertsText.radius })
    await tabTo(page, radius, 'the radius')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await radius.inputValue()).toBe(String(DEFAULT_RADIUS_KM + 2))
    await expect.poll(() => circleOutline(map), { message: 'the circle redrawn for the new radius' }).not.toBe(before)
    await expectFitsThePhone(page, '/alerts with its map')

    // Vegan by Space, a word typed, once a day chosen with the arrow keys, saved with Enter.
    const vegan = page.getByRole('checkbox', { name: 'Vegan' })
    await tabTo(page, vegan, 'Vegan')
    await page.keyboard.press('Space')
    expect(await vegan.isChecked()).toBe(true)
    await tabTo(page, page.getByRole('textbox', { name: alertsText.words }), 'the words')
    await page.keyboard.type('soup')
    const frequency = page.getByRole('combobox', { name: alertsText.frequency })
    await tabTo(page, frequency, 'How often')
    await page.keyboard.press('Enter')
    await see(page.getByRole('listbox'), 'the choices of how often')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await seeNo(page.getByRole('listbox'), 'the choices closed')
    await expectFocusReturnsTo(frequency, 'How often')
    await expect.poll(() => frequency.textContent()).toBe(alertsText.daily)
    const save = page.getByRole('button', { name: alertsText.save })
    await expectInView(save, 'Save alert')
    await tabTo(page, save, 'Save alert')
    await page.keyboard.press('Enter')
    await seeToast(page, alertsText.saved)
    await expectFocusKept(page, 'saving the alert')
    const summary = alertsText.describe(DEFAULT_RADIUS_KM + 2, here.lat, here.lng)
    const list = page.getByRole('list', { name: alertsText.yours })
    await see(list.getByText(summary), 'the alert in the list')
    await see(
      list.getByText(formatList(['Vegan', alertsText.quoted('soup'), alertsText.daily])),
      'what the alert asks for',
    )
    const saved = await callApi<{ radiusKm: number; tags: string[]; words: string[]; frequency: string }[]>(
      session,
      'GET',
      '/alerts',
    )
    expect(saved).toMatchObject([
      { radiusKm: DEFAULT_RADIUS_KM + 2, tags: ['vegan'], words: ['soup'], frequency: 'daily' },
    ])
    await expectFitsThePhone(page, '/alerts with a saved alert')

    // Deleted by keyboard: the alert goes, and focus stays in the page.
    const remove = page.getByRole('button', { name: alertsText.removeLabel(summary) })
    await expectInView(remove, 'the alert’s Delete')
    await tabTo(page, remove, 'the alert’s Delete')
    await page.keyboard.press('Enter')
    await seeToast(page, alertsText.removed)
    await see(page.getByText(alertsText.none), 'no alerts left')
    await expectFocusKept(page, 'deleting the alert')
    expect(await callApi<unknown[]>(session, 'GET', '/alerts')).toEqual([])

    // Notifications: push off for new food near them, email once a day for new requests, saved.
    await page.goto(paths.notificationSettings)
    const nearYou = channelsText.kinds['food-near-you']
    const requests = channelsText.kinds['request-received']
    const push = page.getByRole('checkbox', { name: channelsText.pushFor(nearYou) })
    await see(push, 'the push choice for new food')
    await expectFitsThePhone(page, '/account/notifications')
    await tabTo(page, page.getByRole('button', { name: channelsText.turnOnPush }), 'Turn on push on this device')
    await tabTo(page, push, 'the push choice for new food', 80)
    await expectInView(push, 'the push choice for new food')
    await page.keyboard.press('Space')
    expect(await push.isChecked()).toBe(false)
    const email = page.getByRole('combobox', { name: channelsText.emailFor(requests) })
    await tabTo(page, email, 'the email choice for new requests', 80)
    await expectInView(email, 'the email choice for new requests')
    await page.keyboard.press('Enter')
    await see(page.getByRole('listbox'), 'the email choices')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await seeNo(page.getByRole('listbox'), 'the email choices closed')
    await expectFocusReturnsTo(email, 'the email choice for new requests')
    await expect.poll(() => email.textContent()).toBe(channelsText.emailChoices.daily)
    const savePreferences = page.getByRole('button', { name: channelsText.save })
    await tabTo(page, savePreferences, 'Save preferences', 80)
    await expectInView(savePreferences, 'Save preferences')
    await page.keyboard.press('Enter')
    await seeToast(page, channelsText.saved)
    await expectFocusKept(page, 'saving the preferences')
    expect(await hasFocus(savePreferences)).toBe(true)
    const preferences = await callApi<{ channels: Record<string, { push: boolean; email: string }> }>(
      session,
      'GET',
      '/me/preferences',
    )
    expect(preferences.channels['food-near-you']?.push).toBe(false)
    expect(preferences.channels['request-received']?.email).toBe('daily')
    await expectFitsThePhone(page, '/account/notifications after saving')
  },
)
