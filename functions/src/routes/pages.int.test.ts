/**
 * The pages the function renders for Hosting (firebase.json's rewrites): /allfood comes with its
 * first foods drawn, a food's details drawn for the person signed in.
 */
import { expect, test } from 'vitest'
import { buildFood, postFood } from '../test/builders'
import { get, HOSTING_ORIGIN } from '../test/http'
import { foodBody, publicFoodList } from '../shared/responses'
import { copy } from '../shared/copy'
import { expectBody } from '../test/responses'
import { afterSignInSecond, bearer, sessionFor, signUpUser } from '../test/users'
import { PAGE_SIZE, SESSION_COOKIE_NAME } from '../shared/constants'
import { auth } from '../store/firebase'

const FIRST_PAGE = `/foods?sort=newest&limit=${PAGE_SIZE}`

/** /allfood as a browser asks for it: through Hosting, no session. */
async function allFoodPage(): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${HOSTING_ORIGIN}/allfood`)
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** What a page carries in a data element for the app to start from (web/src/app/server-answer.ts). */
function carried(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)
  if (!match?.[1]) throw new Error(`the page carries no ${id}`)
  return JSON.parse(match[1]) as unknown
}

/** The API answer the page was drawn from. */
function carriedAnswer(html: string): { body: unknown; headers: Record<string, string> } {
  return carried(html, 'foodshare-server-answer') as { body: unknown; headers: Record<string, string> }
}

/** A food's details page as a browser asks for it: through Hosting, with the session cookie it holds, if any. */
async function detailsPage(
  id: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${HOSTING_ORIGIN}/details/${id}`, { headers })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** The app's empty page: it asks for whatever it shows itself. */
const EMPTY_ROOT = '<div id="root"></div>'

test('GET /allfood comes with the newest foods drawn: the heading with the total, the first card with its photo first in line', async () => {
  const donor = await signUpUser()
  const food = buildFood()
  await postFood(bearer(donor), food)

  const page = await allFoodPage()
  const answer = await get(FIRST_PAGE)

  expect(page.status).toBe(200)
  expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  // The same list as the API gives a visitor, cached as briefly.
  expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
  const total = Number(answer.headers['x-total-count'])
  expect(page.html).toContain(`>${copy.allFood.heading(total)}</h1>`)
  const [first] = expectBody(answer, 200, publicFoodList)
  expect(first?.foodName).toBe(food.foodName)
  // The newest food's card, its photo asked for at once (the page's largest paint on a phone).
  const image = new RegExp(`<img[^>]*alt="${food.foodName}"[^>]*>`).exec(page.html)?.[0]
  // HTML attribute names are case-blind: React writes `fetchPriority`.
  expect(image).toMatch(/fetchpriority="high"/i)
  expect(image).toMatch(/loading="eager"/)
  expect(page.html).toMatch(new RegExp(`<h2[^>]*>${food.foodName}</h2>`))
  expect(carriedAnswer(page.html)).toEqual({
    body: answer.body,
    headers: {
      'X-Total-Count': answer.headers['x-total-count'],
      ...(answer.headers.link ? { Link: answer.headers.link } : {}),
    },
  })
})

test('GET /allfood runs nothing inline: the page CSP allows no inline script, and React reveals nothing by one', async () => {
  const { html, headers } = await allFoodPage()

  expect(headers.get('content-security-policy')).toContain("script-src 'self' https://apis.google.com;")
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.filter((tag) => !/\bsrc="/.test(tag) && !/type="application\/json"/.test(tag))).toEqual([])
  // Every part drawn in place, none left hidden for a script to swap in.
  expect(html).not.toMatch(/<template id="B:|<div hidden id="S:/)
})

test("a food's name cannot break out of the data the page carries", async () => {
  const donor = await signUpUser()
  const food = buildFood({ foodName: 'Soup </script><script>alert(1)</script>' })
  await postFood(bearer(donor), food)

  const { html } = await allFoodPage()

  expect(html).not.toContain('<script>alert(1)')
  const carried = carriedAnswer(html).body as { foodName: string }[]
  expect(carried[0]?.foodName).toBe(food.foodName)
})

test('/allfood answers GET only', async () => {
  const response = await fetch(`${HOSTING_ORIGIN}/allfood`, { method: 'DELETE' })
  expect(response.status).toBe(405)
  expect(response.headers.get('allow')).toBe('GET')
})

test('a browser that asks for another language we speak gets the app’s empty page, to draw in that language at once', async () => {
  for (const [acceptLanguage, drawn] of [
    ['de-DE,de;q=0.9,en;q=0.8', false],
    ['ar', false],
    ['bn-BD', false],
    ['en-GB,en;q=0.9,de;q=0.5', true],
    ['fr-FR', true],
    ['', true],
  ] as const) {
    const response = await fetch(`${HOSTING_ORIGIN}/allfood`, { headers: { 'Accept-Language': acceptLanguage } })
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i)
    expect(html.includes('id="foodshare-server-answer"'), `drawn for '${acceptLanguage}'`).toBe(drawn)
    expect(html.includes(EMPTY_ROOT), `empty for '${acceptLanguage}'`).toBe(!drawn)
  }
})

test('GET /details/{id} comes drawn for the person signed in: the food as the API gives them it, its photo first in line, their own top bar; no cache keeps it', async () => {
  const donor = await signUpUser('drawn-donor')
  const food = buildFood({ foodName: 'Drawn Dal' })
  const id = await postFood(bearer(donor), food)
  const person = await signUpUser('drawn-reader', 'Rhea Reader')
  const session = await sessionFor(person)

  const page = await detailsPage(id, { Cookie: session.cookie })
  const answer = await get(`/food/${id}`, { as: session })

  expect(page.status).toBe(200)
  expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  expect(page.headers.get('cache-control')).toBe('private, no-store')
  expect(page.html).toMatch(new RegExp(`<h1[^>]*>${food.foodName}</h1>`))
  const image = new RegExp(`<img[^>]*alt="${food.foodName}"[^>]*>`).exec(page.html)?.[0]
  expect(image).toMatch(/fetchpriority="high"/i)
  expect(image).toMatch(/loading="eager"/)
  expect(page.html).toContain(`>${copy.nav.logOut}</button>`)
  expect(page.html).toMatch(new RegExp(`<img alt="${person.displayName}" src="${person.photoURL}"`))
  expect(carriedAnswer(page.html)).toEqual({ body: expectBody(answer, 200, foodBody), headers: {} })
  // Their name and photo as their account holds them (the session began before the profile was set).
  expect(carried(page.html, 'foodshare-drawn-person')).toEqual({
    uid: person.uid,
    email: person.email,
    displayName: person.displayName,
    photoURL: person.photoURL,
  })
})

test('GET /details/{id} is the app’s empty page for nobody signed in, a session that no longer holds, another language, and a food that is not there', async () => {
  const donor = await signUpUser('undrawn-donor')
  const id = await postFood(bearer(donor), buildFood())
  const person = await signUpUser('undrawn-reader')
  const session = await sessionFor(person)
  const revoked = await signUpUser('undrawn-revoked')
  const revokedSession = await sessionFor(revoked)
  await afterSignInSecond(revoked)
  await auth.revokeRefreshTokens(revoked.uid)

  for (const [what, page] of [
    ['nobody signed in', await detailsPage(id)],
    ['a cookie that is not a session', await detailsPage(id, { Cookie: `${SESSION_COOKIE_NAME}=not-a-session` })],
    ['a revoked session', await detailsPage(id, { Cookie: revokedSession.cookie })],
    ['German asked for', await detailsPage(id, { Cookie: session.cookie, 'Accept-Language': 'de-DE,de;q=0.9' })],
    ['no such food', await detailsPage('no-such-food-0000000', { Cookie: session.cookie })],
  ] as const) {
    expect(page.status, what).toBe(200)
    expect(page.headers.get('cache-control'), what).toBe('private, no-store')
    expect(page.html.includes(EMPTY_ROOT), what).toBe(true)
    expect(page.html, what).not.toContain('foodshare-drawn-person')
  }
})

test('/details/{id} answers GET only', async () => {
  const response = await fetch(`${HOSTING_ORIGIN}/details/some-food`, { method: 'POST' })
  expect(response.status).toBe(405)
  expect(response.headers.get('allow')).toBe('GET')
})
