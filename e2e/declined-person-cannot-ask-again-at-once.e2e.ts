import { apiErrors, copy } from '../functions/src/shared/copy'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { paths } from '../web/src/config/paths'
import { requestModalText } from '../web/src/texts/requests'
import { expectAccessible } from './support/axe'
import { addFoodAs, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { dialog, openPage, see, seeDialog, seePath } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

journey(
  'on a phone, a person the donor declined asks for the same food again and reads that they must wait 24 hours',
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const [donor, person] = await Promise.all([signUpUser('decl-donor'), signUpUser('decl-person')])
    const donorSession = await startApiSession(donor)
    const food = buildFoodInput({ foodName: uniqueFoodName('Declined Dal'), quantity: 3 })
    const foodId = await addFoodAs(donorSession, food)
    const { insertedId } = await callApi<{ insertedId: string }>(await startApiSession(person), 'POST', '/request', {
      foodId,
      requestedTime: '6:00:00 PM',
      portions: 1,
    })
    await callApi(donorSession, 'PATCH', `/request/${insertedId}`, { status: 'Declined' })

    await logInThroughUi(page, person)
    await openPage(page, paths.details(foodId))
    await page.getByRole('button', { name: copy.details.addToRequest, exact: true }).click()
    const modal = await see(dialog(page, requestModalText.title), 'the request form')
    await modal.getByRole('button', { name: copy.details.request, exact: true }).click()

    await seeDialog(page, requestModalText.failed, apiErrors.declinedRecently)
    await seePath(page, paths.details(foodId))
    await expectAccessible(page, 'the refusal to ask again after a decline, at 390 px')
  },
  // The refused ask is a 409, which Chromium logs.
  { allowConsoleErrors: [/status of 409 .*\/api\/request/] },
)
