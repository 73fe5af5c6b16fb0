/** The pages the function renders for Hosting (firebase.json's rewrites): /allfood comes with its first foods drawn. */
import { expect, test } from 'vitest'
import { buildFood, postFood } from '../test/builders'
import { get, HOSTING_ORIGIN } from '../test/http'
import { publicFoodList } from '../shared/responses'
import { copy } from '../shared/copy'
import { expectBody } from '../test/responses'
import { bearer, signUpUser } from '../test/users'
import { PAGE_SIZE } from '../shared/constants'

const FIRST_PAGE = `/foods?sort=newest&limit=${PAGE_SIZE}`

/** /allfood as a browser asks for it: through Hosting, no session. */
async function allFoodPage(): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${HOSTING_ORIGIN}/allfood`)
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** The API answer the page carries for the app to start from (web/src/app/server-answer.ts). */
function carriedAnswer(html: string): { body: unknown; headers: Record<string, string> } {
  const match = /<script type="application\/json" id="foodshare-server-answer">([^<]*)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error('the page carries no answer')
  return JSON.parse(match[1]) as { body: unknown; headers: Record<string, string> }
}

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
    expect(html.includes('<div id="root"></div>'), `empty for '${acceptLanguage}'`).toBe(!drawn)
  }
})
