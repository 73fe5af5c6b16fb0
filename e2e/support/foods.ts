import { randomUUID } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import type { FoodInput } from '../../functions/src/shared/food'
import { apiPaths } from '../../functions/src/shared/api-paths'
import { paths } from '../../web/src/config/paths'
import { callApi, type ApiSession } from './users'

/** A date input's value `days` from today (local time, as the browser's date input has it). */
export function dateFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A food name no other journey or run uses. */
export function uniqueFoodName(base: string): string {
  return `${base} ${randomUUID().slice(0, 6)}`
}

/** Adds a food through the API as the session's user; answers its id. */
export async function addFoodAs(session: ApiSession, food: FoodInput): Promise<string> {
  const { insertedId } = await callApi<{ insertedId: string }>(session, 'POST', '/addfoods', food)
  return insertedId
}

/** Fills the add or edit form's text fields (the spec's labels) with the food's, `days` from today. */
export async function fillFoodForm(
  form: Locator,
  food: { foodName: string; foodImg: string; quantity: number; location: string; days: number },
): Promise<void> {
  await form.getByLabel('Food Name').fill(food.foodName)
  await form.getByLabel('Food Image URL').fill(food.foodImg)
  await form.getByLabel('Quantity').fill(String(food.quantity))
  await form.getByLabel('Pickup Location').fill(food.location)
  await form.getByLabel('Expired Date').fill(dateFromToday(food.days))
}

/** A food card on home or /allfood, found by the food's name as its heading. */
export function foodCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true })
}

/**
 * A table row of /mypost or /myrequest that shows this food name. By CSS, not by role: while a
 * dialog is open SweetAlert2 hides the page from the accessibility tree, and "the row is gone"
 * must not pass just because it is hidden from it.
 */
export function tableRow(page: Page, name: string): Locator {
  return page.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) })
}

/** Which list an API call asks for: its path, search text and diet tags (not its order, page or size). */
function listOf(path: string, params: URLSearchParams): string {
  return JSON.stringify([path, params.get('searchParams') ?? '', params.get('tags') ?? ''])
}

/**
 * Answers, for a list such as `/foods?limit=1` or `/food?searchParams=bir`, the `X-Total-Count` of
 * the last answer the page received for that same list (any page or order). A heading drawn from
 * that answer shows this total even when journeys running beside this one added foods after it, so
 * the app (which keeps an answer fresh for a while) need not fetch again for the test to agree.
 */
export function watchListTotals(page: Page): (listPath: string) => number | undefined {
  const totals = new Map<string, number>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    // /allfood comes from the function with its first page's answer in it (web/src/app/server-answer.ts).
    if (url.pathname === paths.allFood && response.request().resourceType() === 'document') {
      void response
        .text()
        .then((html) => {
          const carried = /"X-Total-Count":"(\d+)"/.exec(html)?.[1]
          if (carried) totals.set(listOf(apiPaths.foods, new URLSearchParams()), Number(carried))
        })
        .catch(() => undefined)
      return
    }
    const total = response.headers()['x-total-count']
    if (!url.pathname.startsWith('/api/') || total === undefined || !response.ok()) return
    totals.set(listOf(url.pathname.slice('/api'.length), url.searchParams), Number(total))
  })
  return (listPath) => {
    const url = new URL(listPath, 'http://list')
    return totals.get(listOf(url.pathname, url.searchParams))
  }
}
