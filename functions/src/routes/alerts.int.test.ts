/**
 * Alerts for new food near people, over HTTP: the input's rules, ownership and the limit, and
 * which foods tell whom: the radius's edge, every tag, every word, never the donor, never a food
 * without a pickup point, once per person and food, and an hour late for heavy collectors.
 *
 * Points have two decimals, so the rounded point anyone may see is the point itself; every run
 * shifts its places by a random longitude so runs on one stack never meet.
 */
import { randomInt } from 'node:crypto'
import { expect, test } from 'vitest'
import { tellDueMatches } from '../services/alerts'
import { db } from '../firebase'
import { apiErrors } from '../shared/copy'
import { alertList, deleteResult, insertResult, notificationList } from '../shared/responses'
import { buildFood, postFood, postRequest, uniqueWord } from '../test/builders'
import { type Credentials, del, get, patch, post, put } from '../test/http'
import { expectBody, expectError } from '../test/responses'
import { bearer, signUpUser } from '../test/users'

const shift = randomInt(-9000, 9000) / 100
/** Dhanmondi, Dhaka, and points north of it: 0.01° of latitude is 1.112 km. */
const at = (lat: number, lng = 90.37) => ({ lat, lng: Math.round((lng + shift) * 100) / 100 })
const DHANMONDI = at(23.74)

async function newUser(): Promise<Credentials> {
  return bearer(await signUpUser())
}

function alertBody(overrides: Record<string, unknown> = {}) {
  return { near: DHANMONDI, radiusKm: 5, tags: [], words: [], frequency: 'instant', ...overrides }
}

async function saveAlert(as: Credentials, overrides: Record<string, unknown> = {}): Promise<string> {
  return expectBody(await post('/alerts', { as, body: alertBody(overrides) }), 201, insertResult).insertedId
}

async function foodsNearYou(as: Credentials): Promise<string[]> {
  const events = expectBody(await get('/notifications', { as }), 200, notificationList)
  return events.filter((event) => event.kind === 'food-near-you').map((event) => event.foodId)
}

test('POST /alerts refuses a bad field with 400 naming it, and saves nothing', async () => {
  const as = await newUser()
  const cases: [Record<string, unknown>, string][] = [
    [{ near: { lat: 91, lng: 0 } }, 'near'],
    [{ near: 'here' }, 'near'],
    [{ radiusKm: 0.5 }, 'radiusKm'],
    [{ radiusKm: 51 }, 'radiusKm'],
    [{ tags: ['spicy'] }, 'tags'],
    [{ words: ['a'] }, 'words'],
    [{ words: ['x'.repeat(31)] }, 'words'],
    [{ words: ['one', 'two', 'three', 'four', 'five', 'six'] }, 'words'],
    [{ frequency: 'weekly' }, 'frequency'],
    [{ frequency: undefined }, 'frequency'],
    [{ extra: true }, 'body'],
  ]
  for (const [overrides, field] of cases) {
    const error = expectError(await post('/alerts', { as, body: alertBody(overrides) }), 400)
    expect(Object.keys(error.fields ?? {}), JSON.stringify(overrides)).toContain(field)
  }
  expect(expectBody(await get('/alerts', { as }), 200, alertList)).toEqual([])
  expect((await post('/alerts', { body: alertBody() })).status).toBe(401)
})

test('a person holds at most 10 alerts, sees only their own, and deletes only their own', async () => {
  const owner = await newUser()
  const other = await newUser()
  const ids: string[] = []
  for (let index = 0; index < 10; index++) ids.push(await saveAlert(owner, { words: [`word${index}`] }))
  const eleventh = expectError(await post('/alerts', { as: owner, body: alertBody() }), 409)
  expect(eleventh.error).toBe(apiErrors.tooManyAlerts)

  const listed = expectBody(await get('/alerts', { as: owner }), 200, alertList)
  expect(listed.map((alert) => alert._id).sort()).toEqual([...ids].sort())
  expect(listed[0]).toMatchObject({ near: DHANMONDI, radiusKm: 5, tags: [], frequency: 'instant' })
  expect(expectBody(await get('/alerts', { as: other }), 200, alertList)).toEqual([])

  const first = ids[0] ?? ''
  expect(expectError(await del(`/alerts/${first}`, { as: other }), 403).error).toBe(apiErrors.notYourAlert)
  expect(expectBody(await del(`/alerts/${first}`, { as: owner }), 200, deleteResult)).toEqual({ deletedCount: 1 })
  expect(expectError(await del(`/alerts/${first}`, { as: owner }), 404).error).toBe(apiErrors.alertNotFound)
  expect(await saveAlert(owner)).not.toBe('')
})

test('a new food tells each person whose alert it matches, once: radius, every tag, every word; never the donor nor a food without a pin', async () => {
  const donor = await newUser()
  const neighbour = await newUser()
  const word = uniqueWord()
  await saveAlert(neighbour, { radiusKm: 5, tags: ['vegan'], words: [word, 'soup'] })
  // A second alert of the same person matching the same food: still one event.
  await saveAlert(neighbour, { radiusKm: 5, tags: ['vegan', 'halal'], words: ['lentil', word] })
  // The donor's own alert matches their food: the donor is never told of it.
  await saveAlert(donor, { radiusKm: 10 })

  const inside = { coordinates: at(23.78), tags: ['vegan', 'halal'] } // 4.45 km north
  const told = await postFood(donor, buildFood({ foodName: `Lentil Soup ${word}`, ...inside }))
  const beyond = await postFood(
    donor,
    buildFood({ foodName: `Lentil Soup ${word}`, coordinates: at(23.79), tags: ['vegan'] }),
  ) // 5.56 km
  const notVegan = await postFood(
    donor,
    buildFood({ foodName: `Lentil Soup ${word}`, coordinates: at(23.78), tags: ['halal'] }),
  )
  const otherWords = await postFood(donor, buildFood({ foodName: `Rice ${word}`, ...inside }))
  const noPin = await postFood(donor, buildFood({ foodName: `Lentil Soup ${word}`, tags: ['vegan'] }))

  const others = [beyond, notVegan, otherWords, noPin]
  expect(await foodsNearYou(neighbour)).toEqual([told])
  expect(others).not.toContain(told)
  expect(await foodsNearYou(donor)).toEqual([])

  // Told once however often the food is announced again (an edit).
  const edit = await put(`/update/${told}`, {
    as: donor,
    body: buildFood({ foodName: `Lentil Soup ${word}`, ...inside }),
  })
  expect(edit.status).toBe(200)
  expect((await foodsNearYou(neighbour)).filter((id) => id === told)).toHaveLength(1)
})

test('the radius is measured to the point: just inside tells, just outside does not', async () => {
  const donor = await newUser()
  const neighbour = await newUser()
  const word = uniqueWord()
  await saveAlert(neighbour, { radiusKm: 4.5, words: [word] })
  const north = await postFood(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.78) })) // 4.448 km
  await postFood(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.74, 90.42) })) // 5.09 km east
  // Rounds to 23.70 as anyone sees it: 4.448 km south.
  const south = await postFood(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.6995) }))
  await postFood(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.6949) })) // rounds to 23.69: 5.56 km
  expect((await foodsNearYou(neighbour)).sort()).toEqual([north, south].sort())
})

test('a person with 7 Collected requests in the last 7 days hears of new food an hour late; others at once', async () => {
  const donor = await newUser()
  const collector = await newUser()
  const other = await newUser()
  for (let index = 0; index < 7; index++) {
    const food = await postFood(donor, buildFood({ quantity: 1 }))
    const ask = await postRequest(collector, food)
    expect((await patch(`/request/${ask}`, { as: donor, body: { status: 'Accepted' } })).status).toBe(200)
    expect((await patch(`/request/${ask}`, { as: donor, body: { status: 'Collected' } })).status).toBe(200)
  }
  const word = uniqueWord()
  await saveAlert(collector, { words: [word] })
  await saveAlert(other, { words: [word] })
  const posted = Date.now()
  const food = await postFood(donor, buildFood({ foodName: `Khichuri ${word}`, coordinates: at(23.75) }))

  expect(await foodsNearYou(other)).toEqual([food])
  expect(await foodsNearYou(collector)).toEqual([])

  await tellDueMatches(new Date(posted + 59 * 60_000), 500)
  expect(await foodsNearYou(collector)).toEqual([])
  await tellDueMatches(new Date(posted + 61 * 60_000), 500)
  expect(await foodsNearYou(collector)).toEqual([food])
  // A second run tells nobody again.
  await tellDueMatches(new Date(posted + 62 * 60_000), 500)
  expect(await foodsNearYou(collector)).toEqual([food])
})

test('a daily alert puts the food in the next digest, not in the bell', async () => {
  const donor = await newUser()
  const neighbour = await signUpUser()
  const word = uniqueWord()
  await saveAlert(bearer(neighbour), { words: [word], frequency: 'daily' })
  const food = await postFood(donor, buildFood({ foodName: `Pitha ${word}`, coordinates: at(23.75) }))
  expect(await foodsNearYou(bearer(neighbour))).toEqual([])
  const waiting = await db.collection('digestItems').where('uid', '==', neighbour.uid).get()
  expect(waiting.docs.map((doc) => String(doc.get('foodId')))).toEqual([food])
})
