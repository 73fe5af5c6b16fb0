import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { paths } from '../web/src/config/paths'
import { deleteFoodContext, goneFoodText } from '../web/src/texts/foods'
import { loopText } from '../web/src/texts/requests'
import { expectAccessible } from './support/axe'
import { readFood } from './support/admin'
import { addFoodAs, tableRow, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { see, seeDialog, seeNo, seePath } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

/** Opens the top bar's bell and clicks the entry whose words start with `sentence`. */
async function clickInBell(page: Page, sentence: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications: \d+ unread$/ })
    .click()
  const menu = await see(page.getByRole('menu', { name: loopText.bell.menu }), 'the notifications menu')
  const entry = await see(menu.getByRole('menuitem', { name: sentence }), `'${sentence}' in the bell`)
  await entry.click()
}

journey(
  'a donor deleting a food two people wait on reads that they wait and will be told, and the bell entries about it lead to pages that say it is gone',
  async ({ page, newPerson }) => {
    const [donor, asha, bo] = await Promise.all([signUpUser('del-donor'), signUpUser('del-asha'), signUpUser('del-bo')])
    const food = buildFoodInput({ foodName: uniqueFoodName('Waited Curry'), quantity: 4 })
    const foodId = await addFoodAs(await startApiSession(donor), food)
    for (const person of [asha, bo]) {
      await callApi(await startApiSession(person), 'POST', '/request', {
        foodId,
        requestedTime: '6:00:00 PM',
        portions: 1,
      })
    }

    await logInThroughUi(page, donor)
    await page.goto(paths.myPost)
    await tableRow(page, food.foodName).getByRole('button', { name: copy.myPost.delete, exact: true }).click()

    // The spec's texts as they are, and below them what the delete does.
    const confirm = await seeDialog(page, copy.dialog.confirmTitle, copy.dialog.confirmText)
    await see(confirm.getByText(deleteFoodContext.waiting(2), { exact: true }), 'the line naming the 2 people waiting')
    await see(
      confirm.getByRole('button', { name: copy.dialog.confirmButton, exact: true }),
      `'${copy.dialog.confirmButton}'`,
    )
    await expectAccessible(page, 'the delete dialog with its added line')
    await confirm.getByRole('button', { name: copy.dialog.confirmButton, exact: true }).click()
    await seeDialog(page, copy.dialog.deleted)
    await seeNo(tableRow(page, food.foodName), `the row of '${food.foodName}'`)
    expect(await readFood(foodId)).toBeUndefined()

    // And they are told.
    const events = await callApi<{ kind: string; foodId: string }[]>(
      await startApiSession(asha),
      'GET',
      '/notifications',
    )
    expect(events.filter((event) => event.foodId === foodId).map((event) => event.kind)).toEqual(['food-deleted'])

    // The donor's own bell still holds who asked: its entry leads to the gone-food page, not to an error with Retry.
    await clickInBell(
      page,
      loopText.bell.event['request-received'](food.foodName, { who: asha.displayName, portions: 1 }),
    )
    await seePath(page, paths.foodRequests(foodId))
    await see(page.getByRole('heading', { level: 1, name: goneFoodText.heading }), 'the gone-food page')
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0)
    await seeNo(page.getByText(/Could not load/), "'Could not load'")

    // Asha's bell says the food was removed, and its entry leads to her own requests, without an error.
    const ashaPage = await newPerson()
    await ashaPage.goto(paths.login)
    await logInThroughUi(ashaPage, asha)
    const removed = loopText.bell.event['food-deleted'](food.foodName)
    await clickInBell(ashaPage, removed)
    await seePath(ashaPage, paths.myRequest)
    await seeNo(ashaPage.getByText(/Could not load/), "'Could not load'")
    await expectAccessible(ashaPage, 'the own requests after the bell’s food-deleted entry')
  },
  { allowConsoleErrors: [/status of 404 .*\/api\/food\//] },
)
