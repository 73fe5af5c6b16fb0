import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { paths } from '../web/src/config/paths'
import { deleteFoodContext } from '../web/src/texts/foods'
import { expectAccessible } from './support/axe'
import { readFood } from './support/admin'
import { addFoodAs, tableRow, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { see, seeDialog, seeNo } from './support/see'
import { callApi, logInThroughUi, startApiSession } from './support/users'

journey('a donor deleting a food two people wait on reads that they wait and will be told', async ({ page }) => {
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
  const events = await callApi<{ kind: string; foodId: string }[]>(await startApiSession(asha), 'GET', '/notifications')
  expect(events.filter((event) => event.foodId === foodId).map((event) => event.kind)).toEqual(['food-deleted'])
})
