import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { addFoodAs, tableRow, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { expectFocusReturnsTo, tabTo } from './support/keyboard'
import { dialog, openPage, see, seeDialog, seeDialogClosed, seeNo, seePath, seeText } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { loopText } from '../web/src/texts/requests'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

journey(
  'a person requests a food from its details page, sees the request as Requested, and deletes it',
  async ({ page }) => {
    const donor = await signUpUser('giver', 'Gita Giver')
    const food = buildFoodInput({ foodName: uniqueFoodName('Journey Dal'), location: 'Journey Corner 3' })
    const foodId = await addFoodAs(await startApiSession(donor), food)
    const requester = await signUpUser('asker', 'Arun Asker')

    await openPage(page, paths.details(foodId))
    await seePath(page, paths.login)
    await logInThroughUi(page, requester)
    await seePath(page, paths.details(foodId))
    await see(
      page.getByRole('heading', { name: food.foodName, exact: true, level: 1 }),
      `the details of '${food.foodName}'`,
    )
    await seeText(page, 'Available')
    expect(await page.getByRole('link', { name: copy.details.addToOther, exact: true }).getAttribute('href')).toBe(
      paths.allFood,
    )

    await expectAccessible(page, '/details/{id}, signed in')

    // By keyboard, the modal opens and closes again, and focus goes back to 'Add to Request'.
    const addToRequest = page.getByRole('button', { name: copy.details.addToRequest, exact: true })
    await tabTo(page, addToRequest, `'${copy.details.addToRequest}'`)
    await page.keyboard.press('Enter')
    const modal = await see(dialog(page, 'Request Food'), 'the request form')
    await expectAccessible(page, 'the request dialog')
    await page.keyboard.press('Escape')
    await seeNo(modal, 'the request form, closed by Escape')
    await expectFocusReturnsTo(addToRequest, `'${copy.details.addToRequest}', which opened the request form`)

    // The modal comes prefilled, every field read-only.
    await addToRequest.click()
    await see(modal, 'the request form again')
    const prefilled = {
      'Food Name': food.foodName,
      'Food Image URL': food.foodImg,
      'Food Id': foodId,
      'Donator Email': donor.email,
      'Donator Name': donor.displayName,
      'User Email': requester.email,
      'Pickup Location': food.location,
      'Expire Date': food.expireDateTime,
      'Food Status': 'Requested',
    }
    for (const [label, value] of Object.entries(prefilled)) {
      const field = modal.getByLabel(label, { exact: true })
      expect(await field.inputValue(), label).toBe(value)
      expect(await field.getAttribute('readonly'), `${label} is read-only`).not.toBeNull()
    }
    expect(await modal.getByLabel('Request Time', { exact: true }).inputValue()).toMatch(
      /^\d{1,2}:\d{2}:\d{2}\s?[AP]M$/,
    )

    await modal.getByRole('button', { name: copy.details.request, exact: true }).click()
    await seeDialog(page, copy.dialog.requestSent)
    await seePath(page, paths.myRequest)
    await see(page.getByRole('heading', { name: copy.myRequest.heading, exact: true }), `'${copy.myRequest.heading}'`)
    const row = tableRow(page, food.foodName)
    await see(row, `the row of '${food.foodName}' in /myrequest`)
    await see(row.getByText(donor.displayName, { exact: true }), 'the donor name in the row')
    await see(row.getByText(donor.email, { exact: true }), 'the donor email in the row')
    await see(row.getByText(food.location, { exact: true }), 'the pickup location in the row')
    // Two labelled statuses that never contradict: the food as it is now, and the request's own.
    await see(row.getByText(loopText.myRequest.foodNow, { exact: true }), "the food's status, labelled")
    await see(row.getByText('Available', { exact: true }), 'the food still Available: asking reserves nothing')
    await see(row.getByText(loopText.myRequest.yourRequest, { exact: true }), "the request's status, labelled")
    await see(row.getByText('Requested', { exact: true }), 'the request Requested')
    // The success dialog closes by itself; axe must not catch its text half faded out.
    await seeDialogClosed(page, copy.dialog.requestSent)
    await expectAccessible(page, '/myrequest, signed in')

    // Asking reserves nothing (docs/product.md, Requests): the food stays on offer, whole, until its donor accepts.
    await seeNo(dialog(page, copy.dialog.requestSent), 'the success dialog closing by itself')
    await openPage(page, paths.details(foodId))
    await see(page.getByRole('heading', { name: food.foodName, exact: true, level: 1 }), 'the details again')
    await seeText(page, 'Available')
    await seeText(page, loopText.portionsLeft(food.quantity, food.quantity))

    // Delete the request, after the confirmation: the empty state.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: copy.nav.myRequest, exact: true })
      .click()
    await seePath(page, paths.myRequest)
    // By keyboard: the confirmation, cancelled with Escape, gives focus back to the row's Delete.
    const deleteRequest = tableRow(page, food.foodName).getByRole('button', {
      name: copy.myRequest.delete,
      exact: true,
    })
    await tabTo(page, deleteRequest, "the row's Delete")
    await page.keyboard.press('Enter')
    await seeDialog(page, copy.dialog.confirmTitle, copy.dialog.confirmText)
    await expectAccessible(page, `the dialog '${copy.dialog.confirmTitle}'`)
    await page.keyboard.press('Escape')
    await seeNo(dialog(page, copy.dialog.confirmTitle), 'the confirmation, cancelled by Escape')
    await expectFocusReturnsTo(deleteRequest, "the row's Delete, which opened the confirmation")
    await see(tableRow(page, food.foodName), 'the row still there after Cancel')

    await deleteRequest.click()
    const confirm = await seeDialog(page, copy.dialog.confirmTitle, copy.dialog.confirmText)
    // The spec's texts stay; a line below them says what this delete does.
    await see(confirm.getByText(loopText.myRequest.withdraws(food.foodName), { exact: true }), 'what the delete does')
    await confirm.getByRole('button', { name: copy.dialog.confirmButton, exact: true }).click()
    await seeDialog(page, copy.dialog.deleted)
    await seeNo(tableRow(page, food.foodName), `the row of '${food.foodName}'`)
    await seeText(page, copy.myRequest.empty)
    await seeDialogClosed(page, copy.dialog.deleted)
    await expectAccessible(page, '/myrequest with no requests')
  },
)
