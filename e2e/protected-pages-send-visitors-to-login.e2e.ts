import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { addFoodAs } from './support/foods'
import { journey } from './support/journey'
import { see, seePath } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

journey(
  'a visitor is sent to /login from every protected page and comes back after logging in',
  async ({ page, newPerson }) => {
    const user = await signUpUser('returner')
    // A food of its own: other suites add and delete foods named like the demo ones.
    const food = buildFoodInput()
    const foodId = await addFoodAs(await startApiSession(await signUpUser('lender')), food)
    /** Each protected page, and what the user sees there once signed in. */
    const protectedPages = [
      { path: paths.addFood, shows: copy.addFood.heading },
      { path: paths.myPost, shows: copy.myPost.heading },
      { path: paths.myRequest, shows: copy.myRequest.heading },
      { path: paths.details(foodId), shows: food.foodName },
    ]

    // A visitor who types any of them lands on /login.
    for (const { path } of protectedPages) {
      await page.goto(path)
      await seePath(page, paths.login)
      await see(page.getByRole('button', { name: copy.nav.login, exact: true }), `the login form after opening ${path}`)
    }

    // After logging in, each visitor (a fresh browser every time) is back on the page they wanted.
    for (const [index, { path, shows }] of protectedPages.entries()) {
      const person = index === 0 ? page : await newPerson()
      await person.goto(path)
      await seePath(person, paths.login)
      await logInThroughUi(person, user)
      await seePath(person, path)
      await see(person.getByRole('heading', { name: shows, exact: true, level: 1 }), `'${shows}' back on ${path}`)
    }
  },
)
