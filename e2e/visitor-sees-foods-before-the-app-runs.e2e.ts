import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { apiPaths } from '../functions/src/shared/api-paths'
import { paths } from '../web/src/config/paths'
import { buildFoodInput } from '../functions/src/test/builders'
import { signUpUser } from '../functions/src/test/users'
import { addFoodAs, foodCard, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { openPage, see } from './support/see'
import { startApiSession } from './support/users'

/**
 * /allfood comes from the server with its newest foods drawn (docs/decisions/server-rendered-allfood.md):
 * a phone shows them while the app is still on its way, here a browser that runs no script at all.
 * The app then takes that page over as it is: the journey fails on any console error, a hydration
 * mismatch included.
 */
journey(
  'a visitor sees the newest foods before the app has run, and the app then takes the page over',
  async ({ newPerson }) => {
    const donor = await signUpUser('first-paint', 'Fiona Firstpaint')
    const name = uniqueFoodName('Server Soup')
    await addFoodAs(await startApiSession(donor), buildFoodInput({ foodName: name }))

    const withoutScripts = await newPerson({ javaScriptEnabled: false })
    await withoutScripts.goto(paths.allFood)
    await see(withoutScripts.getByRole('heading', { level: 1, name: /^Total Foods Data \(\d+\)$/ }), 'the total')
    // Journeys beside this one post foods too: the newest may be theirs, but ours is on the first page.
    const shown = await carriedNames(withoutScripts)
    expect(shown).toContain(name)
    const first = await see(foodCard(withoutScripts, shown[0] ?? ''), 'the newest food’s card, drawn by the server')
    await see(first.getByRole('img'), 'its photo')
    expect(await withoutScripts.locator('html[data-app-started]').count()).toBe(0)

    const visitor = await newPerson()
    const listCalls: string[] = []
    visitor.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === `/api${apiPaths.foods}`) listCalls.push(url.search)
    })
    await openPage(visitor, paths.allFood)
    await see(foodCard(visitor, (await carriedNames(visitor))[0] ?? ''), 'the newest food’s card once the app runs')
    // The app starts from the answer the page carries: it does not ask for the first page again.
    expect(listCalls).toEqual([])
  },
)

/** The names of the foods on the first page the server drew (the answer the page carries for the app). */
async function carriedNames(page: Page): Promise<string[]> {
  const carried = await page.locator('#foodshare-server-answer').textContent()
  const { body } = JSON.parse(carried ?? '{}') as { body?: { foodName: string }[] }
  return (body ?? []).map((food) => food.foodName)
}
