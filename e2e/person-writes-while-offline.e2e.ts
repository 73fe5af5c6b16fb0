import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { NOT_SENT } from '../web/src/texts/errors'
import { addFoodText } from '../web/src/texts/foods'
import { loopText, requestModalText } from '../web/src/texts/requests'
import { addFoodAs, fillFoodForm, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { dialog, openPage, see, seeDialog, seePath } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

journey(
  'a person whose network drops mid-write is told at once that nothing was sent, and keeps what they typed',
  async ({ page, context }) => {
    const person = await signUpUser('offline')
    const donor = await signUpUser('giver')
    const food = buildFoodInput({ foodName: uniqueFoodName('Offline Khichuri'), quantity: 4 })
    const foodId = await addFoodAs(await startApiSession(donor), food)
    await page.goto(paths.addFood)
    await seePath(page, paths.login)
    await logInThroughUi(page, person)
    await seePath(page, paths.addFood)
    // The app is installed: its service worker holds every screen and dialog for offline use.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')

    // Adding a food: the form is filled, then the network goes.
    const name = uniqueFoodName('Offline Lasagne')
    const form = page.getByRole('form', { name: copy.addFood.heading })
    await fillFoodForm(form, {
      foodName: name,
      foodImg: 'https://images.example.com/lasagne.jpg',
      quantity: 3,
      location: 'Offline Street 1',
      days: 3,
    })
    await context.setOffline(true)
    await form.getByRole('button', { name: addFoodText.submit, exact: true }).click()
    const failed = await seeDialog(page, addFoodText.failed, NOT_SENT)
    await failed.getByRole('button', { name: 'OK' }).click()
    expect(await form.getByLabel('Food Name').inputValue(), 'the name typed').toBe(name)
    expect(await form.getByLabel('Pickup Location').inputValue(), 'the location typed').toBe('Offline Street 1')

    // Back online, the same form sends.
    await context.setOffline(false)
    await form.getByRole('button', { name: addFoodText.submit, exact: true }).click()
    await seeDialog(page, copy.dialog.added)
    await seePath(page, paths.allFood)

    // Asking for a food: the form stays open with the portions and the message.
    await openPage(page, paths.details(foodId))
    await page.getByRole('button', { name: copy.details.addToRequest, exact: true }).click()
    const request = await see(dialog(page, requestModalText.title), 'the request form')
    await request.getByLabel(loopText.form.portions, { exact: true }).fill('2')
    await request.getByLabel(loopText.form.message, { exact: true }).fill('Can I come at noon?')
    await context.setOffline(true)
    await request.getByRole('button', { name: copy.details.request, exact: true }).click()
    await see(request.getByRole('alert').filter({ hasText: NOT_SENT }), 'nothing was sent, said in the form')
    expect(await request.getByLabel(loopText.form.portions, { exact: true }).inputValue()).toBe('2')
    expect(await request.getByLabel(loopText.form.message, { exact: true }).inputValue()).toBe('Can I come at noon?')

    await context.setOffline(false)
    await request.getByRole('button', { name: copy.details.request, exact: true }).click()
    await seeDialog(page, copy.dialog.requestSent)
    await seePath(page, paths.myRequest)
  },
  // The writes sent offline fail in the browser, as they must; it logs that.
  { allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] },
)
