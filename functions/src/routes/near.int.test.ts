/**
 * Pickup points (docs/product.md, Pickup points): `GET /foods?near=lat,lng&radiusKm=N` against known distances,
 * the radius, nearest first across pages, what it reads, and who sees the exact point.
 *
 * The places are real (around Charing Cross, London), their distances the WGS84 geodesic
 * (Vincenty), which the API's spherical formula must meet to 1%. Each run turns every point
 * about the Earth's axis by one random longitude, which keeps every distance as it is, so runs
 * on the shared stack never meet each other's foods; the foods go again after the file.
 */
import { randomInt } from 'node:crypto'
import { geohashForLocation, geohashQueryBounds } from 'geofire-common'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Coordinates } from '../shared/geo'
import { foodBody, insertResult, publicFoodList, requestList, foodList } from '../shared/responses'
import { buildFood, buildRequest, postFood, uniqueWord } from '../test/builders'
import { daysFromNow } from '../test/dates'
import { type ApiResponse, type Credentials, get, patch, post, put } from '../test/http'
import { expectBody, expectError } from '../test/responses'
import { removeFoods, storedFood } from '../test/stored'
import { bearer, signUpUser, type TestUser } from '../test/users'

const shift = randomInt(-9000, 9000) / 100
const at = (lat: number, lng: number): Coordinates => ({ lat, lng: Math.round((lng + shift) * 100) / 100 })
const CHARING_CROSS = { lat: 51.5074, lng: -0.1278 + shift }
const nearCharingCross = `near=${CHARING_CROSS.lat},${CHARING_CROSS.lng}`

/** Name, point (2 decimals, so rounding leaves it as it is) and geodesic km from Charing Cross. */
const PLACES = [
  { name: 'Canary Wharf', point: at(51.5, -0.02), km: 7.53 },
  { name: 'Wimbledon', point: at(51.42, -0.21), km: 11.28 },
  { name: 'Richmond', point: at(51.46, -0.3), km: 13.07 },
  { name: 'Watford', point: at(51.66, -0.4), km: 25.38 },
  { name: 'Luton', point: at(51.88, -0.42), km: 46.12 },
  { name: 'Reading', point: at(51.45, -0.97), km: 58.86 },
  { name: 'Brighton', point: at(50.82, -0.14), km: 76.48 },
]

let donor: TestUser
const ids = new Map<string, string>()
const cleanUp: string[] = []

async function postFoodAt(as: Credentials, point: Coordinates, overrides: Record<string, unknown> = {}) {
  const id = await postFood(as, buildFood({ coordinates: point, ...overrides }))
  cleanUp.push(id)
  return id
}

beforeAll(async () => {
  donor = await signUpUser()
  for (const place of PLACES) ids.set(place.name, await postFoodAt(bearer(donor), place.point))
})

afterAll(async () => {
  await removeFoods(cleanUp)
})

const idOf = (name: string) => ids.get(name) ?? ''
const placesWithin = (km: number) => PLACES.filter((place) => place.km <= km)

function nextPath(response: ApiResponse): string | undefined {
  const link = response.headers.link
  if (link === undefined) return undefined
  return /^<\/api(\/[^>]+)>; rel="next"$/.exec(String(link))?.[1]
}

function readsOf(response: ApiResponse): number {
  return Number(/reads=(\d+)/.exec(String(response.headers['server-timing']))?.[1])
}

/** Every number in an answer's `coordinates`: none may carry more than `decimals` places. */
function expectCoordinatesAtMost(response: ApiResponse, decimals: number): void {
  const values = [...response.text.matchAll(/"(?:lat|lng)":(-?[\d.e+-]+)/g)].map((match) => match[1] ?? '')
  expect(values.length).toBeGreaterThan(0)
  for (const value of values) expect(value.split('.')[1]?.length ?? 0, value).toBeLessThanOrEqual(decimals)
}

test('answers the foods within the radius, nearest first, each distance within 1% of the geodesic', async () => {
  const response = await get(`/foods?${nearCharingCross}&radiusKm=50`)
  const foods = expectBody(response, 200, publicFoodList)

  const expected = placesWithin(50)
  expect(foods.map((food) => food._id)).toEqual(expected.map((place) => idOf(place.name)))
  expect(response.headers['x-total-count']).toBe(String(expected.length))
  for (const [index, place] of expected.entries()) {
    const distanceKm = foods[index]?.distanceKm ?? Number.NaN
    expect(Math.abs(distanceKm - place.km) / place.km, place.name).toBeLessThan(0.01)
    expect(String(distanceKm)).toMatch(/^\d+(\.\d)?$/)
  }
})

test('the radius defaults to 10 km, and a smaller one leaves the farther foods out', async () => {
  const byDefault = expectBody(await get(`/foods?${nearCharingCross}`), 200, publicFoodList)
  const within12 = expectBody(await get(`/allfoods?${nearCharingCross}&radiusKm=12`), 200, publicFoodList)

  expect(byDefault.map((food) => food._id)).toEqual([idOf('Canary Wharf')])
  expect(within12.map((food) => food._id)).toEqual([idOf('Canary Wharf'), idOf('Wimbledon')])
})

test('pages walk every food in the radius once, nearest first, with the true total on each page', async () => {
  const seen: string[] = []
  const pages: ApiResponse[] = []
  for (let path: string | undefined = `/foods?${nearCharingCross}&radiusKm=50&limit=2`; path;) {
    const response = await get(path)
    seen.push(...expectBody(response, 200, publicFoodList).map((food) => food._id))
    pages.push(response)
    path = nextPath(response)
  }

  expect(seen).toEqual(placesWithin(50).map((place) => idOf(place.name)))
  expect(pages).toHaveLength(3)
  for (const page of pages) expect(page.headers['x-total-count']).toBe('5')
})

test('reads only foods inside the geohash bounds: none far away, at most those the bounds hold', async () => {
  const nowhere = { lat: -45.5, lng: CHARING_CROSS.lng }
  const empty = await get(`/foods?near=${nowhere.lat},${nowhere.lng}&radiusKm=50`)
  const near = await get(`/foods?${nearCharingCross}&radiusKm=10`)

  expect(expectBody(empty, 200, publicFoodList)).toEqual([])
  expect(readsOf(empty)).toBe(0)
  // Rounding moves a point under 1 km, so the bounds of radius + 1 km hold all the API may read.
  const bounds = geohashQueryBounds([CHARING_CROSS.lat, CHARING_CROSS.lng], 11_000)
  const inBounds = PLACES.filter((place) => {
    const hash = geohashForLocation([place.point.lat, place.point.lng], 10)
    return bounds.some(([start, end]) => hash >= start && hash <= end)
  })
  expect(readsOf(near)).toBeLessThanOrEqual(inBounds.length)
  expect(readsOf(near)).toBeLessThan(PLACES.length)
})

test('public answers round the pickup point to 2 decimals; the donor and an accepted requester see it exactly', async () => {
  const requester = await signUpUser()
  const stranger = await signUpUser()
  const exact = { lat: 51.507351, lng: CHARING_CROSS.lng + 0.000612 }
  const rounded = { lat: 51.51, lng: Math.round(exact.lng * 100) / 100 }
  const word = uniqueWord()
  const id = await postFoodAt(bearer(donor), exact, { foodName: `Pinned Stew ${word}` })
  const asked = await post('/request', { as: bearer(requester), body: buildRequest(id, { portions: 1 }) })
  const { insertedId: requestId } = expectBody(asked, 201, insertResult)

  const stored = await storedFood(id)
  expect(stored).toMatchObject({ ...exact, geohash: geohashForLocation([exact.lat, exact.lng], 10) })
  const publicAnswers = [
    await get(`/foods?${nearCharingCross}&radiusKm=1`),
    await get(`/food?searchParams=${word}`),
    await get(`/allfoods?limit=50`),
  ]
  for (const answer of publicAnswers) expectCoordinatesAtMost(answer, 2)
  const searched = expectBody(publicAnswers[1]!, 200, publicFoodList)
  expect(searched).toEqual([expect.objectContaining({ _id: id, coordinates: rounded })])
  const viaNear = expectBody(publicAnswers[0]!, 200, publicFoodList).find((food) => food._id === id)
  // The distance is to the rounded point (0.33 km), not to the exact one (0.04 km).
  expect(viaNear?.distanceKm).toBe(0.3)
  for (const as of [bearer(stranger), bearer(requester)]) {
    expect(expectBody(await get(`/food/${id}`, { as }), 200, foodBody).coordinates).toEqual(rounded)
  }
  const waiting = expectBody(await get('/request', { as: bearer(requester) }), 200, requestList)
  expect(waiting.find((row) => row._id === requestId)?.coordinates).toEqual(rounded)
  expect(expectBody(await get(`/food/${id}`, { as: bearer(donor) }), 200, foodBody).coordinates).toEqual(exact)
  const posted = await get(`/posted?email=${encodeURIComponent(donor.email)}`, { as: bearer(donor) })
  expect(expectBody(posted, 200, foodList).find((food) => food._id === id)?.coordinates).toEqual(exact)

  expect((await patch(`/request/${requestId}`, { as: bearer(donor), body: { status: 'Accepted' } })).status).toBe(200)

  expect(expectBody(await get(`/food/${id}`, { as: bearer(requester) }), 200, foodBody).coordinates).toEqual(exact)
  const rows = [
    await get('/request', { as: bearer(requester) }),
    await get(`/myrequest?email=${encodeURIComponent(requester.email)}`, { as: bearer(requester) }),
  ]
  for (const row of rows) {
    expect(expectBody(row, 200, requestList).find((request) => request._id === requestId)?.coordinates).toEqual(exact)
  }
  expect(expectBody(await get(`/food/${id}`, { as: bearer(stranger) }), 200, foodBody).coordinates).toEqual(rounded)
  for (const answer of [await get(`/food?searchParams=${word}`), await get(`/foods?${nearCharingCross}&radiusKm=1`)]) {
    expectCoordinatesAtMost(answer, 2)
  }
})

test('an edit keeps the pin when it says nothing of it, moves it, and takes it away with null', async () => {
  const id = await postFoodAt(bearer(donor), at(51.5, -0.02))
  const edit = (coordinates?: Coordinates | null) =>
    put(`/update/${id}`, {
      as: bearer(donor),
      body: { ...buildFood(), foodStatus: 'Available', ...(coordinates !== undefined && { coordinates }) },
    })

  expect((await edit()).status).toBe(200)
  expect(await storedFood(id)).toMatchObject(at(51.5, -0.02))
  expect((await edit(at(51.42, -0.21))).status).toBe(200)
  const moved = at(51.42, -0.21)
  expect(await storedFood(id)).toMatchObject({ ...moved, geohash: geohashForLocation([moved.lat, moved.lng], 10) })
  expect((await edit(null)).status).toBe(200)
  expect(await storedFood(id)).toMatchObject({ lat: null, lng: null, geohash: null })
  const food = expectBody(await get(`/food/${id}`, { as: bearer(donor) }), 200, foodBody)
  expect(food.coordinates).toBeUndefined()
})

test('refuses a pin out of range, not a number or not a pair with 400 naming coordinates, and stores nothing', async () => {
  const food = buildFood()
  const id = await postFoodAt(bearer(donor), at(51.5, -0.02))
  const before = await storedFood(id)
  const bad = [
    { lat: 91, lng: 0 },
    { lat: 0, lng: -180.5 },
    { lat: '51.5', lng: 0 },
    { lat: 51.5 },
    'London',
    [51.5, 0],
  ]
  const writes = [
    ...bad.map((coordinates) => post('/addfoods', { as: bearer(donor), body: { ...food, coordinates } })),
    // JSON reads 1e400 as Infinity.
    post('/addfoods', {
      as: bearer(donor),
      raw: JSON.stringify(food).replace(/}$/, ',"coordinates":{"lat":1e400,"lng":0}}'),
    }),
    ...bad.map((coordinates) => put(`/update/${id}`, { as: bearer(donor), body: { ...food, coordinates } })),
  ]

  for (const response of await Promise.all(writes)) {
    expect(expectError(response, 400).fields?.coordinates).toMatch(/latitude from -90 to 90/)
  }
  const listed = await get(`/food?searchParams=${food.foodName.split(' ').at(-1)}`)
  expect(expectBody(listed, 200, publicFoodList)).toEqual([])
  expect(await storedFood(id)).toEqual(before)
})

test('takes the tags filter too: only the foods near the point carrying every named tag', async () => {
  const elsewhere = at(-40.5, 10)
  const veganOnly = await postFoodAt(bearer(donor), elsewhere, { tags: ['vegan'] })
  const veganHalal = await postFoodAt(bearer(donor), elsewhere, { tags: ['vegan', 'halal'] })

  const both = await get(`/foods?near=${elsewhere.lat},${elsewhere.lng}&radiusKm=1&tags=halal,vegan`)
  const vegan = await get(`/foods?near=${elsewhere.lat},${elsewhere.lng}&radiusKm=1&tags=vegan`)

  expect(expectBody(both, 200, publicFoodList).map((food) => food._id)).toEqual([veganHalal])
  expect(both.headers['x-total-count']).toBe('1')
  expect(new Set(expectBody(vegan, 200, publicFoodList).map((food) => food._id))).toEqual(
    new Set([veganOnly, veganHalal]),
  )
})

test('leaves out the foods past their expiry date, and its count does too; search still shows them as Expired', async () => {
  const elsewhere = at(-41.5, 12)
  const fresh = await postFoodAt(bearer(donor), elsewhere)
  const expiring = await postFoodAt(bearer(donor), elsewhere)
  // Two days back: an expiry day ends everywhere only at noon UTC of the next day, so yesterday's
  // date is not yet past before noon UTC.
  const expired = buildFood({ expireDateTime: daysFromNow(-2) })
  expect((await put(`/update/${expiring}`, { as: bearer(donor), body: expired })).status).toBe(200)

  const near = await get(`/foods?near=${elsewhere.lat},${elsewhere.lng}&radiusKm=1`)

  expect(expectBody(near, 200, publicFoodList).map((food) => food._id)).toEqual([fresh])
  expect(near.headers['x-total-count']).toBe('1')
  expect(await storedFood(expiring)).toMatchObject({ lat: elsewhere.lat, lng: elsewhere.lng, foodStatus: 'Available' })
  const search = await get(`/food?searchParams=${expired.foodName.split(' ').at(-1)}`)
  expect(expectBody(search, 200, publicFoodList).map((food) => [food._id, food.foodStatus])).toEqual([
    [expiring, 'Expired'],
  ])
})

test('refuses a malformed near, radiusKm or cursor with 400 naming it', async () => {
  const cases = [
    ['near=91,0', 'near'],
    ['near=0,181', 'near'],
    ['near=London', 'near'],
    ['near=51.5', 'near'],
    ['near=', 'near'],
    ['near=1,2,3', 'near'],
    [`${nearCharingCross}&radiusKm=0`, 'radiusKm'],
    [`${nearCharingCross}&radiusKm=51`, 'radiusKm'],
    [`${nearCharingCross}&radiusKm=ten`, 'radiusKm'],
    [`${nearCharingCross}&limit=0`, 'limit'],
    [`${nearCharingCross}&cursor=bmV3ZXN0OjAwMA`, 'cursor'],
    [`${nearCharingCross}&tags=spicy`, 'tags'],
  ] as const

  for (const [query, field] of cases) {
    expect(expectError(await get(`/foods?${query}`), 400).fields, query).toHaveProperty(field)
  }
})
