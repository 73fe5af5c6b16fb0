import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { notYourFoodText } from '../web/src/texts/foods'
import { addFoodAs, tableRow } from './support/foods'
import { journey } from './support/journey'
import { see, seeNo, seePath } from './support/see'
import { logInThroughUi, seeSignedIn, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

journey(
  "a person who opens the edit form or the queue of someone else's food sees at once it is not theirs, and stays signed in",
  async ({ page }) => {
    const donor = await signUpUser('owner', 'Olga Owner')
    const food = buildFoodInput()
    const id = await addFoodAs(await startApiSession(donor), food)
    const person = await signUpUser('editor')
    await logInThroughUi(page, person)

    // The edit form: no form to fill in vain, but what they can do instead.
    await page.goto(paths.update(id))
    await see(page.getByRole('heading', { level: 1, name: notYourFoodText.heading(food.foodName) }), 'not your food')
    await see(page.getByText(notYourFoodText.edit(donor.displayName), { exact: true }), 'who can edit it')
    await seeNo(page.getByRole('button', { name: 'Update Food', exact: true }), 'the Update Food button')

    // The queue: the same, in words about viewing, not the API's 'Only the donor may change this food'.
    await page.goto(paths.foodRequests(id))
    await see(page.getByRole('heading', { level: 1, name: notYourFoodText.heading(food.foodName) }), 'not your food')
    await see(page.getByText(notYourFoodText.queue(donor.displayName), { exact: true }), 'who sees the queue')
    await page.getByRole('link', { name: notYourFoodText.view, exact: true }).click()
    await seePath(page, paths.details(id))
    await see(page.getByRole('heading', { level: 1, name: food.foodName }), "the food's details")
    await seeSignedIn(page, person)

    // Still signed in: a protected screen opens without a trip to /login.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: copy.nav.myPost }).click()
    await seePath(page, paths.myPost)
    await see(page.getByText(copy.myPost.empty, { exact: true }), `'${copy.myPost.empty}'`)
    expect(await tableRow(page, food.foodName).count()).toBe(0)
  },
  // The queue's loader asks for the queue beside the food; the browser logs the 403 it got.
  { allowConsoleErrors: [/status of 403 .*localhost:5000\/api\/food\/[^/]+\/requests/] },
)
