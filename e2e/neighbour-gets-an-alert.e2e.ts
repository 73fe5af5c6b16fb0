import type { BrowserContext } from 'playwright-core'
import { expect } from 'vitest'
import { loopText } from '../web/src/texts/requests'
import { nearText } from '../web/src/texts/near'
import { paths } from '../web/src/config/paths'
import { alertsText } from '../web/src/texts/alerts'
import { channelsText } from '../web/src/texts/channels'
import { waitForMails } from '../functions/src/test/mail'
import { expectAccessible } from './support/axe'
import { addFoodAs, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { see, seePath } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'
import { shiftedLongitudes } from '../functions/src/test/places'

/** Dhanmondi, Dhaka, moved by a random longitude each run so no other run's alerts meet it. */
const dhanmondi = { lat: 23.75, lng: shiftedLongitudes()() }
const farAway = { lat: dhanmondi.lat + 1, lng: dhanmondi.lng }

async function offline(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'))
}

journey(
  'a neighbour saves an alert near Dhanmondi for vegan food, and hears of the vegan food posted there only',
  async ({ page, context }) => {
    await offline(context)
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: dhanmondi.lat, longitude: dhanmondi.lng })
    const neighbour = await signUpUser('alert-neighbour', 'Nasrin Neighbour')
    await page.goto(paths.alerts)
    await seePath(page, paths.login)
    await logInThroughUi(page, neighbour)
    await seePath(page, paths.alerts)

    // The alert: here, 3 km, vegan, at once.
    await page.getByRole('button', { name: nearText.useMyLocation }).click()
    await see(page.getByText(nearText.pinAt(dhanmondi.lat, dhanmondi.lng)), 'the pin at the neighbour’s location')
    await page.getByLabel(alertsText.radius).fill('3')
    await page.getByRole('checkbox', { name: 'Vegan' }).check()
    await expectAccessible(page, '/alerts')
    await page.getByRole('button', { name: alertsText.save }).click()
    await see(page.getByText(alertsText.saved), 'the alert saved')
    await see(page.getByText(alertsText.describe(3, dhanmondi.lat, dhanmondi.lng)), 'the alert in the list')

    // Email at once for food near them.
    await page.goto(paths.notificationSettings)
    const row = page.getByRole('row', { name: channelsText.kinds['food-near-you'] })
    await row.getByRole('combobox', { name: channelsText.emailFor(channelsText.kinds['food-near-you']) }).click()
    await page.getByRole('option', { name: channelsText.emailChoices.instant }).click()
    await expectAccessible(page, '/account/notifications')
    await page.getByRole('button', { name: channelsText.save }).click()
    await see(page.getByText(channelsText.saved), 'the preferences saved')

    // A donor posts a vegan food there and another one far away.
    const donor = await startApiSession(await signUpUser('alert-donor', 'Dipu Donor'))
    const near = uniqueFoodName('Journey Vegan Khichuri')
    const far = uniqueFoodName('Journey Vegan Far Khichuri')
    await addFoodAs(donor, { ...buildFoodInput({ foodName: near, tags: ['vegan'] }), coordinates: dhanmondi })
    await addFoodAs(donor, { ...buildFoodInput({ foodName: far, tags: ['vegan'] }), coordinates: farAway })

    // The bell shows the first only.
    await page.reload()
    await see(page.getByRole('button', { name: loopText.bell.label(1), exact: true }), 'the bell with 1 unread')
    await page
      .getByRole('banner')
      .getByRole('button', { name: loopText.bell.label(1), exact: true })
      .click()
    const menu = await see(page.getByRole('menu', { name: loopText.bell.menu }), 'the notifications menu')
    await see(menu.getByText(loopText.bell.event['food-near-you'](near)), 'the alert about the near food')
    expect(await menu.getByText(far).count()).toBe(0)

    // The mail catcher holds the neighbour's email about it.
    const mails = await waitForMails(neighbour.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(`${near} was just shared near you.`)
  },
)
