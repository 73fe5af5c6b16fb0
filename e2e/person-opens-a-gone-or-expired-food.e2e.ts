import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { paths } from '../web/src/config/paths'
import { cannotRequestText, goneFoodText } from '../web/src/texts/foods'
import { expectAccessible } from './support/axe'
import { addFoodAs, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { openPage, see, seePath } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

journey(
  'on a phone, a person finds Add to Request disabled on an Expired food with the reason, and a deleted food no longer listed',
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const [donor, person] = await Promise.all([signUpUser('gone-donor'), signUpUser('gone-person')])
    const session = await startApiSession(donor)
    const expired = buildFoodInput({ foodName: uniqueFoodName('Old Soup') })
    const expiredId = await addFoodAs(session, expired)
    await callApi(session, 'PUT', `/update/${expiredId}`, { ...expired, foodStatus: 'Expired' })
    const goneId = await addFoodAs(session, buildFoodInput({ foodName: uniqueFoodName('Gone Rice') }))

    await page.goto(paths.login)
    await logInThroughUi(page, person)

    // Expired: the button is there, disabled, and says why beside it.
    await openPage(page, paths.details(expiredId))
    const add = await see(page.getByRole('button', { name: copy.details.addToRequest }), 'Add to Request')
    expect(await add.isDisabled()).toBe(true)
    await see(page.getByText(cannotRequestText.expired), `'${cannotRequestText.expired}' beside it`)
    expect(await add.getAttribute('aria-describedby')).toBe(
      await page.getByText(cannotRequestText.expired).getAttribute('id'),
    )
    await expectAccessible(page, 'an Expired food’s details at 390 px')

    // Deleted by its donor: the details say it is no longer listed, and lead on to all foods.
    await callApi(session, 'DELETE', `/delete/${goneId}`)
    await openPage(page, paths.details(goneId))
    await see(page.getByRole('heading', { level: 1, name: goneFoodText.heading }), 'the no-longer-listed page')
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0)
    await expectAccessible(page, 'a gone food’s page at 390 px')
    await page.getByRole('link', { name: goneFoodText.back }).click()
    await seePath(page, paths.allFood)
  },
  // The gone food's GET /api/food/{id} is a 404, which Chromium logs.
  { allowConsoleErrors: [/status of 404 .*\/api\/food\//] },
)
