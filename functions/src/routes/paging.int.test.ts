/**
 * The list calls at 2,000 foods: pages walked through `Link` visit every food once,
 * in the right order, with the true total and at most limit + 1 documents read per request.
 * The foods are written straight into Firestore once for the file (posting 2,000 would take
 * minutes and 100 donors), each with a word no other food has, and removed afterwards.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_LIST_SIZE, MAX_PAGE_LIMIT } from '../shared/constants'
import type { FoodSort } from '../shared/food-sort'
import { publicFoodList, requestList, foodList } from '../shared/responses'
import { buildFood, buildRequest, postFood, uniqueWord } from '../test/builders'
import { daysFromNow } from '../test/dates'
import { type ApiResponse, get, post, put } from '../test/http'
import { expectBody, expectError } from '../test/responses'
import { removeFoods, type SeedFood, type SeededFood, seedFoods } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

const FOODS = 2000
const LIMIT = MAX_PAGE_LIMIT
const word = uniqueWord(12)
const donor = { uid: `paging${word}`, name: 'Paging Donor', email: `paging-${word}@foodshare.test`, img: '' }
let seeded: SeededFood[] = []
const cleanUp: string[] = []

/** Many ties on purpose: 4 foods per creation second, 40 quantities, 30 expiry dates. */
function scaleFoods(tag: string, count: number, createdFrom: number): (SeedFood & { createdAtMillis: number })[] {
  return Array.from({ length: count }, (_, index) => ({
    foodName: `Scale Stew ${tag} ${index}`,
    quantity: 1 + ((index * 7) % 40),
    location: 'Test Street 12',
    expireDateTime: daysFromNow(1 + ((index * 13) % 30)),
    createdAtMillis: createdFrom + Math.floor(index / 4) * 1000,
  }))
}

beforeAll(async () => {
  seeded = await seedFoods(donor, scaleFoods(word, FOODS, Date.now() - 30 * 86_400_000))
  cleanUp.push(...seeded.map((food) => food.id))
}, 120_000)

afterAll(async () => {
  await removeFoods(cleanUp)
}, 60_000)

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The order each sort promises, ties broken by creation time, then id. */
function expectedOrder(foods: SeededFood[], sort: FoodSort): string[] {
  const newestFirst = (a: SeededFood, b: SeededFood) => b.createdAtMillis - a.createdAtMillis || byText(b.id, a.id)
  const compare = {
    newest: newestFirst,
    quantity: (a: SeededFood, b: SeededFood) => b.quantity - a.quantity || newestFirst(a, b),
    expiry: (a: SeededFood, b: SeededFood) =>
      byText(a.expireDateTime, b.expireDateTime) || a.createdAtMillis - b.createdAtMillis || byText(a.id, b.id),
  }[sort]
  return [...foods].sort(compare).map((food) => food.id)
}

/** The path (after /api) of the `Link: <…>; rel="next"` header, or undefined on the last page. */
function nextPath(response: ApiResponse): string | undefined {
  const link = response.headers.link
  if (link === undefined) return undefined
  const match = /^<\/api(\/[^>]+)>; rel="next"$/.exec(String(link))
  expect(match, String(link)).not.toBeNull()
  return match?.[1]
}

/** Documents read by the request, from `Server-Timing: firestore;dur=…;desc="reads=N"`. */
function readsOf(response: ApiResponse): number {
  const match = /^firestore;dur=\d+(\.\d+)?;desc="reads=(\d+)"$/.exec(String(response.headers['server-timing']))
  expect(match, String(response.headers['server-timing'])).not.toBeNull()
  return Number(match?.[2])
}

interface Walk {
  ids: string[]
  pages: ApiResponse[]
}

/** Follows `Link` from `first` to the last page; `between` runs after each page but the last. */
async function walk(first: string, between?: (pagesSoFar: number) => Promise<void>): Promise<Walk> {
  const ids: string[] = []
  const pages: ApiResponse[] = []
  for (let path: string | undefined = first; path !== undefined;) {
    const response = await get(path)
    ids.push(...expectBody(response, 200, publicFoodList).map((food) => food._id))
    pages.push(response)
    path = nextPath(response)
    if (path !== undefined) await between?.(pages.length)
  }
  return { ids, pages }
}

function expectEachOnce(ids: string[], expected: string[]): void {
  expect(new Set(ids).size).toBe(ids.length)
  expect(ids).toEqual(expected)
}

test('search walks all 2,000 matches once, in order, with the true total and at most limit + 1 reads a page', async () => {
  // One order here: the orders are the same code for search and for /foods, walked below in all three.
  const first = `/food?searchParams=${word}&sort=quantity&limit=${LIMIT}`
  const { ids, pages } = await walk(first)

  expectEachOnce(ids, expectedOrder(seeded, 'quantity'))
  expect(pages).toHaveLength(FOODS / LIMIT)
  for (const page of pages) {
    expect(page.headers['x-total-count']).toBe(String(FOODS))
    expect(readsOf(page)).toBeLessThanOrEqual(LIMIT + 1)
  }
  expect(nextPath(pages[0]!)).toBe(`${first}&cursor=${cursorOf(pages[0]!)}`)
})

function cursorOf(response: ApiResponse): string {
  return new URLSearchParams(nextPath(response)?.split('?')[1]).get('cursor') ?? ''
}

test('a multi-word search is exact: the total and the pages hold only the foods whose words run so', async () => {
  const response = await get(`/food?searchParams=${encodeURIComponent(`stew ${word} 19`)}&limit=${LIMIT}`)

  // "… 19", "… 190" to "… 199", "… 1900" to "… 1999": 1 + 10 + 100 foods.
  const expected = seeded.filter((food) => /^19/.test(food.foodName.split(' ')[3] ?? '')).map((food) => food.id)
  expect(expected).toHaveLength(111)
  expect(response.headers['x-total-count']).toBe('111')
  expect(readsOf(response)).toBeLessThanOrEqual(LIMIT + 1)
  const { ids } = await walk(`/food?searchParams=${encodeURIComponent(`stew ${word} 19`)}&limit=${LIMIT}`)
  expect([...ids].sort()).toEqual([...expected].sort())
})

test("/foods in each order and /allfoods without a limit reach every one of our foods once, among everyone's", async () => {
  const ours = new Set(seeded.map((food) => food.id))
  for (const sort of ['newest', 'quantity', 'expiry'] as const) {
    const { ids, pages } = await walk(`/foods?sort=${sort}&limit=${LIMIT}`)
    expectEachOnce(
      ids.filter((id) => ours.has(id)),
      expectedOrder(seeded, sort),
    )
    expect(new Set(ids).size).toBe(ids.length)
    for (const page of pages) expect(readsOf(page)).toBeLessThanOrEqual(LIMIT + 1)
    expect(Number(pages[0]?.headers['x-total-count'])).toBe(ids.length)
  }

  // The spec's client sends no limit: 500 at most, and the headers say there is more.
  const { ids, pages } = await walk('/allfoods')
  expect(Number(pages[0]?.headers['x-total-count'])).toBeGreaterThanOrEqual(FOODS)
  expect(nextPath(pages[0]!)).toMatch(/^\/allfoods\?cursor=[A-Za-z0-9_-]+$/)
  for (const page of pages) {
    expect(expectBody(page, 200, publicFoodList).length).toBeLessThanOrEqual(MAX_LIST_SIZE)
    expect(readsOf(page)).toBeLessThanOrEqual(MAX_LIST_SIZE + 1)
  }
  expectEachOnce(
    ids.filter((id) => ours.has(id)),
    expectedOrder(seeded, 'newest'),
  )
})

test('foods added and deleted between page loads make none of the others skipped or repeated', async () => {
  // One seed for the three orders: each walk starts from what the walks before it left.
  const tag = uniqueWord(12)
  let current = await seedFoods(donor, scaleFoods(tag, 300, Date.now() - 86_400_000))
  cleanUp.push(...current.map((food) => food.id))
  for (const sort of ['newest', 'quantity', 'expiry'] as const) {
    const order = expectedOrder(current, sort)
    // Two foods already seen and two not yet seen go; new ones arrive at the top, middle and end.
    const [seenGone, unseenGone] = [
      [order[5]!, order[60]!],
      [order[150]!, order[order.length - 1]!],
    ]
    let added: SeededFood[] = []

    const { ids } = await walk(`/food?searchParams=${tag}&sort=${sort}&limit=${LIMIT}`, async (pagesSoFar) => {
      if (pagesSoFar !== 2) return
      await removeFoods([...seenGone, ...unseenGone])
      const [template] = scaleFoods(tag, 1, Date.now())
      added = await seedFoods(donor, [
        { ...template!, quantity: 40, expireDateTime: daysFromNow(1) },
        { ...template!, quantity: 20, expireDateTime: daysFromNow(15) },
        { ...template!, createdAtMillis: Date.now() - 40 * 86_400_000, quantity: 1, expireDateTime: daysFromNow(31) },
      ])
      cleanUp.push(...added.map((food) => food.id))
    })

    expect(added, sort).toHaveLength(3)
    expect(new Set(ids).size, sort).toBe(ids.length)
    const original = new Set(order)
    expect(
      ids.filter((id) => original.has(id)),
      sort,
    ).toEqual(order.filter((id) => !unseenGone.includes(id)))
    const gone = new Set([...seenGone, ...unseenGone])
    current = [...current.filter((food) => !gone.has(food.id)), ...added]
  }
})

test('a bad limit, cursor or sort gets 400 naming it, on every list, and changes nothing', async () => {
  const user = await signUpUser()
  const email = encodeURIComponent(user.email)
  const quantityCursor = cursorOf(await get(`/foods?sort=quantity&limit=1`))
  const lists = [
    '/allfoods?',
    '/foods?',
    `/food?searchParams=${word}&`,
    `/posted?email=${email}&`,
    '/request?',
    `/myrequest?email=${email}&`,
  ]
  const badLimits = ['0', String(LIMIT + 1), '-1', '1.5', 'ten', '', '1e1', '1&limit=2']
  const badCursors = ['not*base64', 'x', btoa('newest:../../etc'), btoa('no separator'), quantityCursor, '1&cursor=2']

  for (const list of lists) {
    for (const limit of badLimits) {
      const response = await get(`${list}limit=${limit}`, { as: bearer(user) })
      expect(expectError(response, 400).fields, `${list}limit=${limit}`).toHaveProperty('limit')
    }
    for (const cursor of badCursors) {
      const response = await get(`${list}cursor=${cursor}`, { as: bearer(user) })
      expect(expectError(response, 400).fields, `${list}cursor=${cursor}`).toHaveProperty('cursor')
    }
  }
  for (const list of lists.slice(0, 3)) {
    for (const sort of ['oldest', '', 'NEWEST', 'newest&sort=quantity']) {
      const response = await get(`${list}sort=${sort}`)
      expect(expectError(response, 400).fields, `${list}sort=${sort}`).toHaveProperty('sort')
    }
  }
  expect((await get(`/food?searchParams=${word}&limit=1`)).headers['x-total-count']).toBe(String(FOODS))
})

test("the caller's own lists page too: /posted, /request and /myrequest", async () => {
  const [owner, other] = await Promise.all([signUpUser(), signUpUser()])
  const posted = [await postFood(bearer(owner)), await postFood(bearer(owner)), await postFood(bearer(owner))]
  for (const id of [await postFood(bearer(other)), await postFood(bearer(other)), await postFood(bearer(other))]) {
    expect((await post('/request', { as: bearer(owner), body: buildRequest(id) })).status).toBe(201)
  }
  const email = encodeURIComponent(owner.email)

  // A page of requests also reads its foods as they are now (one batched read of the page's foods),
  // so a request never reads as contradicting its food's live status.
  for (const [first, schema, reads] of [
    [`/posted?email=${email}&limit=2`, foodList, 3],
    [`/request?limit=2`, requestList, 3 + 2],
    [`/myrequest?email=${email}&limit=2`, requestList, 3 + 2],
  ] as const) {
    const page1 = await get(first, { as: bearer(owner) })
    const items1 = expectBody(page1, 200, schema)
    expect(page1.headers['x-total-count'], first).toBe('3')
    expect(readsOf(page1), first).toBeLessThanOrEqual(reads)
    const next = nextPath(page1)
    expect(next, first).toBe(`${first}&cursor=${cursorOf(page1)}`)
    const page2 = await get(next!, { as: bearer(owner) })
    const items2 = expectBody(page2, 200, schema)
    expect(nextPath(page2), first).toBeUndefined()
    expect(
      [...items1, ...items2].map((item) => item._id),
      first,
    ).toHaveLength(3)
    expect(new Set([...items1, ...items2].map((item) => item._id)).size).toBe(3)
  }
  const postedIds = expectBody(await get(`/posted?email=${email}`, { as: bearer(owner) }), 200, foodList).map(
    (food) => food._id,
  )
  expect(postedIds).toEqual([...posted].reverse())
})

test('an edit of quantity or expiry moves the food in those orders', async () => {
  const owner = await signUpUser()
  const tag = uniqueWord(12)
  const small = buildFood({ foodName: `Reorder Rice ${tag}`, quantity: 2, expireDateTime: daysFromNow(9) })
  const large = buildFood({ foodName: `Reorder Rice ${tag}`, quantity: 5, expireDateTime: daysFromNow(3) })
  const [smallId, largeId] = [await postFood(bearer(owner), small), await postFood(bearer(owner), large)]
  const order = async (sort: FoodSort) =>
    expectBody(await get(`/food?searchParams=${tag}&sort=${sort}`), 200, publicFoodList).map((food) => food._id)

  expect(await order('quantity')).toEqual([largeId, smallId])
  expect(await order('expiry')).toEqual([largeId, smallId])
  const edited = { ...small, quantity: 9, expireDateTime: daysFromNow(1) }
  expect((await put(`/update/${smallId}`, { as: bearer(owner), body: edited })).status).toBe(200)

  expect(await order('quantity')).toEqual([smallId, largeId])
  expect(await order('expiry')).toEqual([smallId, largeId])
  expect(await order('newest')).toEqual([largeId, smallId])
})
