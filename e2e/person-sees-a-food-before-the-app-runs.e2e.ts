import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { apiPaths } from '../functions/src/shared/api-paths'
import { copy } from '../functions/src/shared/copy'
import { SESSION_COOKIE_NAME } from '../functions/src/shared/constants'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { APP_URL } from '../scripts/stack-config'
import { paths } from '../web/src/config/paths'
import { addFoodAs, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { dialog, openPage, see } from './support/see'
import { logInThroughUi, seeSignedIn, startApiSession } from './support/users'

/**
 * A food's details come from the server drawn for the person signed in (docs/decisions/server-rendered-allfood.md,
 * Update): a phone shows the food, its photo and their own top bar while the app is still on its
 * way, here a browser that runs no script at all. The app then takes that page over as it is (the
 * journey fails on any console error, a hydration mismatch included) and answers their taps.
 */
journey(
  'a signed-in person sees a food’s details before the app has run, and the app then takes the page over',
  async ({ newPerson }) => {
    const donor = await signUpUser('drawn-giver', 'Dora Drawn')
    const food = buildFoodInput({ foodName: uniqueFoodName('Drawn Dal') })
    const foodId = await addFoodAs(await startApiSession(donor), food)
    const person = await signUpUser('drawn-reader', 'Rhea Reader')
    const name = { name: food.foodName, exact: true }

    const withoutScripts = await newPerson({ javaScriptEnabled: false })
    await withoutScripts.context().addCookies([sessionCookie((await startApiSession(person)).cookie)])
    await withoutScripts.goto(paths.details(foodId))
    await see(withoutScripts.getByRole('heading', { level: 1, ...name }), 'the food’s name, drawn by the server')
    await see(withoutScripts.getByRole('img', name), 'its photo')
    await seeSignedIn(withoutScripts, person)
    await see(withoutScripts.getByRole('button', { name: copy.nav.logOut, exact: true }), 'their Log-Out')
    expect(await withoutScripts.locator('html[data-app-started]').count()).toBe(0)

    // Without the service worker, whose app shell would answer the second visit instead of the server.
    const reader = await newPerson({ serviceWorkers: 'block' })
    // The page is drawn for the session the login starts: its cookie comes with the answer to POST /api/jwt.
    const sessionStarted = reader.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api${apiPaths.jwt}` && response.ok(),
    )
    await logInThroughUi(reader, person)
    await sessionStarted
    const foodCalls = watchFoodCalls(reader, foodId)
    await openPage(reader, paths.details(foodId))
    await see(reader.getByRole('heading', { level: 1, ...name }), 'the food’s name once the app runs')
    await seeSignedIn(reader, person)
    // The app starts from the food the page carries: it does not ask for it again.
    expect(foodCalls).toEqual([])
    await reader.getByRole('button', { name: copy.details.addToRequest, exact: true }).click()
    await see(dialog(reader, 'Request Food'), 'the request form, opened by the app that took the page over')
  },
  // The app says so when it cannot register its service worker, which this journey blocks on purpose.
  { allowConsoleErrors: [/^The service worker did not register/] },
)

/** The `name=value` the API set, as a cookie of the site for a browser that never asked for it. */
function sessionCookie(pair: string): { name: string; value: string; url: string } {
  return { name: SESSION_COOKIE_NAME, value: pair.slice(SESSION_COOKIE_NAME.length + 1), url: APP_URL }
}

/** The calls a page makes for one food's details (GET /api/food/{id}). */
function watchFoodCalls(page: Page, foodId: string): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${apiPaths.food(foodId)}`) calls.push(request.method())
  })
  return calls
}
