import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { readFood } from './support/admin'
import { expectAccessible } from './support/axe'
import { addFoodAs, fillFoodForm, foodCard, tableRow, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { expectFocusReturnsTo } from './support/keyboard'
import { dialog, see, seeDialog, seeDialogClosed, seeNo, seePath } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

/** A plain-http image on another site (this machine may not reach it; that is not the app's fault). */
const HTTP_IMAGE = 'http://images.foodshare-e2e.example/lasagne.jpg'

journey('a donor adds a food, finds it, edits it, and deletes another', async ({ page }) => {
  const donor = await signUpUser('donor', 'Dina Donor')
  // A second food of the same donor, to delete at the end.
  const leftover = buildFoodInput({ foodName: uniqueFoodName('Journey Leftover Rice') })
  const leftoverId = await addFoodAs(await startApiSession(donor), leftover)

  await page.goto(paths.addFood)
  await seePath(page, paths.login)
  await logInThroughUi(page, donor)
  await seePath(page, paths.addFood)
  await see(
    page.getByRole('heading', { name: copy.addFood.heading, exact: true }),
    `the '${copy.addFood.heading}' form`,
  )
  await expectAccessible(page, '/addfood, signed in')

  const name = uniqueFoodName('Journey Lasagne')
  const form = page.getByRole('form', { name: copy.addFood.heading })
  await fillFoodForm(form, {
    foodName: name,
    foodImg: 'not a link',
    quantity: 4,
    location: 'Journey Square 7',
    days: 4,
  })
  const add = form.getByRole('button', { name: 'Add Food', exact: true })

  // A bad image link, then a one-letter title: the spec's two dialogs.
  await add.click()
  const badUrl = await seeDialog(page, copy.dialog.invalidUrl.title, copy.dialog.invalidUrl.text)
  await expectAccessible(page, `the dialog '${copy.dialog.invalidUrl.title}'`)
  await badUrl.getByRole('button', { name: 'OK' }).click()
  await seeNo(dialog(page, copy.dialog.invalidUrl.title), 'the invalid URL dialog')
  await expectFocusReturnsTo(add, "'Add Food', which opened the dialog")
  // Any http(s) link is a valid food image (docs/product.md, Photos); donors often paste plain http ones.
  await form.getByLabel('Food Image URL').fill(HTTP_IMAGE)
  await form.getByLabel('Food Name').fill(' L ')
  await add.click()
  const badTitle = await seeDialog(page, copy.dialog.invalidTitle.title, copy.dialog.invalidTitle.text)
  await expectAccessible(page, `the dialog '${copy.dialog.invalidTitle.title}'`)
  await badTitle.getByRole('button', { name: 'OK' }).click()
  await seeNo(dialog(page, copy.dialog.invalidTitle.title), 'the invalid title dialog')

  await form.getByLabel('Food Name').fill(name)
  await add.click()
  await seeDialog(page, copy.dialog.added)
  await seePath(page, paths.allFood)
  await see(foodCard(page, name), `the new food '${name}' on /allfood`)
  // At the list's top, where the newest food is: not mid-list where the form's button was.
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: '/allfood at its top' }).toBe(0)
  // The success dialog closes by itself after 2.5 s; axe must not catch its text half faded out.
  await seeDialogClosed(page, copy.dialog.added)
  await expectAccessible(page, '/allfood, signed in, with the new food')

  const mainNav = page.getByRole('navigation', { name: 'Main' })
  await mainNav.getByRole('link', { name: copy.nav.home, exact: true }).click()
  // No axe check here: person-logs-in-and-out checks home signed in, toast and cards included.
  await see(foodCard(page, name), `the new food '${name}' on home`)

  await mainNav.getByRole('link', { name: copy.nav.myPost, exact: true }).click()
  await seePath(page, paths.myPost)
  const row = tableRow(page, name)
  await see(row, `the row of '${name}' in /mypost`)
  for (const column of copy.myPost.columns) {
    await see(page.getByRole('columnheader', { name: column, exact: true }), `the column '${column}'`)
  }
  await see(tableRow(page, leftover.foodName), `the row of '${leftover.foodName}' in /mypost`)
  await expectAccessible(page, '/mypost, signed in')

  // Edit: the form comes prefilled; the change shows in the table.
  await row.getByRole('link', { name: copy.myPost.edit, exact: true }).click()
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/update\//)
  const editForm = page.getByRole('form', { name: 'Update Food' })
  await see(editForm, 'the update form')
  expect(await editForm.getByLabel('Food Name').inputValue()).toBe(name)
  expect(await editForm.getByLabel('Quantity').inputValue()).toBe('4')
  await expectAccessible(page, '/update/{id}, signed in')
  const edited = `${name} al forno`
  await editForm.getByLabel('Food Name').fill(edited)
  await editForm.getByLabel('Quantity').fill('9')
  await editForm.getByRole('button', { name: 'Update Food', exact: true }).click()
  await seeDialog(page, copy.dialog.updated)
  await seePath(page, paths.myPost)
  const editedRow = tableRow(page, edited)
  await see(editedRow, `the row of '${edited}' in /mypost`)
  await see(editedRow.getByRole('cell', { name: '9', exact: true }), 'the new quantity 9 in its row')

  // Delete the other food, after the confirmation.
  await seeNo(dialog(page, copy.dialog.updated), 'the update dialog closing by itself')
  await tableRow(page, leftover.foodName).getByRole('button', { name: copy.myPost.delete, exact: true }).click()
  const confirm = await seeDialog(page, copy.dialog.confirmTitle, copy.dialog.confirmText)
  await confirm.getByRole('button', { name: copy.dialog.confirmButton, exact: true }).click()
  await seeDialog(page, copy.dialog.deleted)
  await seeNo(tableRow(page, leftover.foodName), `the row of '${leftover.foodName}'`)
  await see(tableRow(page, edited), `the row of '${edited}' still there`)
  expect(await readFood(leftoverId)).toBeUndefined()
})
