import { expect } from 'vitest'
import { apiErrors, copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { addFoodAs, tableRow } from './support/foods'
import { journey } from './support/journey'
import { see, seePath } from './support/see'
import { logInThroughUi, seeSignedIn, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

journey(
  "a person who saves an edit of someone else's food sees why it failed and stays signed in",
  async ({ page }) => {
    const donor = await signUpUser('owner')
    const food = buildFoodInput()
    const id = await addFoodAs(await startApiSession(donor), food)
    const person = await signUpUser('editor')
    await logInThroughUi(page, person)

    await page.goto(paths.update(id))
    await page.getByRole('button', { name: 'Update Food', exact: true }).click()

    // The server's 403 reason, in the form's error dialog; the session stays (only a 401 ends it: docs/product.md, Accounts and sessions).
    const refusal = await see(
      page.getByRole('dialog').filter({ hasText: apiErrors.notYourFood }),
      `the reason '${apiErrors.notYourFood}'`,
    )
    await refusal.getByRole('button', { name: 'OK' }).click()
    await seePath(page, paths.update(id))
    await seeSignedIn(page, person)

    // Still signed in: a protected screen opens without a trip to /login.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: copy.nav.myPost }).click()
    await seePath(page, paths.myPost)
    await see(page.getByText(copy.myPost.empty, { exact: true }), `'${copy.myPost.empty}'`)
    expect(await tableRow(page, food.foodName).count()).toBe(0)
  },
  // The refused save is the point of this journey: the browser logs the 403 it got.
  { allowConsoleErrors: [/status of 403 .*localhost:5000\/api\/update\//] },
)
