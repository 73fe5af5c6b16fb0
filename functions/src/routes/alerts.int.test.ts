/**
 * Alerts for new food near people, over HTTP: the input's rules, ownership and the limit, and
 * which foods tell whom: the radius's edge, every tag, every word, never the donor, never a food
 * without a pickup point, once per person and food, and an hour late for heavy collectors. The
 * matching runs after the write's answer (the alerts' outbox): a failure in it fails nothing and is
 * retried, and a food listed again (an edit, a restore, a reinstated donor) is announced again.
 *
 * Points have two decimals, so the rounded point anyone may see is the point itself; every run
 * shifts its places by a random longitude so runs on one stack never meet.
 */
import { expect, test, vi } from 'vitest'
import { pointCells } from '../domain/alerts'
import { runChannelJobs } from '../jobs/channels'
import { tellDueMatches } from '../services/alerts'
import { db } from '../store/firebase'
import { apiErrors } from '../shared/copy'
import {
  alertList,
  deleteResult,
  insertResult,
  moderationReportBody,
  moderationReportList,
  notificationList,
} from '../shared/responses'
import { announcementOf } from '../store/announcements'
import { buildFood, type FoodFields, postFood, postRequest, uniqueWord } from '../test/builders'
import { type Credentials, del, get, patch, post, put } from '../test/http'
import { announced } from '../test/stored'
import { expectBody, expectError } from '../test/responses'
import { signUpModerator } from '../test/moderators'
import { bearer, signUpUser, type TestUser } from '../test/users'
import { shiftedLongitudes } from '../test/places'

const shifted = shiftedLongitudes()
/** Dhanmondi, Dhaka, and points north of it: 0.01° of latitude is 1.112 km. */
const at = (lat: number, lng?: number) => ({ lat, lng: shifted(lng) })
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

/** Posts a food and waits for it to be matched against the alerts, which runs after the answer. */
async function postListed(as: Credentials, food: FoodFields): Promise<string> {
  const id = await postFood(as, food)
  await announced(id)
  return id
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
  const told = await postListed(donor, buildFood({ foodName: `Lentil Soup ${word}`, ...inside }))
  const beyond = await postListed(
    donor,
    buildFood({ foodName: `Lentil Soup ${word}`, coordinates: at(23.79), tags: ['vegan'] }),
  ) // 5.56 km
  const notVegan = await postListed(
    donor,
    buildFood({ foodName: `Lentil Soup ${word}`, coordinates: at(23.78), tags: ['halal'] }),
  )
  const otherWords = await postListed(donor, buildFood({ foodName: `Rice ${word}`, ...inside }))
  const noPin = await postListed(donor, buildFood({ foodName: `Lentil Soup ${word}`, tags: ['vegan'] }))

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
  await announced(told)
  expect((await foodsNearYou(neighbour)).filter((id) => id === told)).toHaveLength(1)
})

test('the radius is measured to the point: just inside tells, just outside does not', async () => {
  const donor = await newUser()
  const neighbour = await newUser()
  const word = uniqueWord()
  await saveAlert(neighbour, { radiusKm: 4.5, words: [word] })
  const north = await postListed(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.78) })) // 4.448 km
  await postListed(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.74, 90.42) })) // 5.09 km east
  // Rounds to 23.70 as anyone sees it: 4.448 km south.
  const south = await postListed(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.6995) }))
  await postListed(donor, buildFood({ foodName: `Dal ${word}`, coordinates: at(23.6949) })) // rounds to 23.69: 5.56 km
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
  const food = await postListed(donor, buildFood({ foodName: `Khichuri ${word}`, coordinates: at(23.75) }))

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
  const food = await postListed(donor, buildFood({ foodName: `Pitha ${word}`, coordinates: at(23.75) }))
  expect(await foodsNearYou(bearer(neighbour))).toEqual([])
  const waiting = await db.collection('digestItems').where('uid', '==', neighbour.uid).get()
  expect(waiting.docs.map((doc) => String(doc.get('foodId')))).toEqual([food])
})

test('matching runs after the answer: an alert it cannot read fails neither the POST nor the food, and a later run tells the person', async () => {
  const donor = await newUser()
  const neighbour = await newUser()
  const word = uniqueWord()
  const place = at(-33.9)
  await saveAlert(neighbour, { near: place, words: [word] })
  // A document no version of the API writes, in the food's finest cell alone (no other test's food is there).
  const broken = await db.collection('alerts').add({ uid: 'someone', cells: pointCells(place).slice(-1), lat: 'north' })
  let food = ''
  try {
    const response = await post('/addfoods', {
      as: donor,
      body: buildFood({ foodName: `Dal ${word}`, coordinates: place }),
    })
    food = expectBody(response, 201, insertResult).insertedId
    // The run after the answer failed, and asked to be run again a minute on.
    await vi.waitFor(async () => expect((await announcementOf(food))?.attempts).toBe(1), {
      timeout: 20_000,
      interval: 200,
    })
    expect((await announcementOf(food))?.dueAt.getTime()).toBeGreaterThan(Date.now() + 30_000)
    expect(await foodsNearYou(neighbour)).toEqual([])
  } finally {
    await broken.delete()
  }
  await runChannelJobs(new Date(Date.now() + 2 * 60_000))
  expect(await announcementOf(food)).toBeUndefined()
  expect(await foodsNearYou(neighbour)).toEqual([food])
})

test('an edit that gives a food its pickup point tells the alerts it matches now', async () => {
  const donor = await newUser()
  const neighbour = await newUser()
  const word = uniqueWord()
  await saveAlert(neighbour, { words: [word] })
  const food = await postListed(donor, buildFood({ foodName: `Dal ${word}` }))
  expect(await foodsNearYou(neighbour)).toEqual([])

  const edit = await put(`/update/${food}`, {
    as: donor,
    body: buildFood({ foodName: `Dal ${word}`, coordinates: at(23.75) }),
  })
  expect(edit.status).toBe(200)
  await announced(food)
  expect(await foodsNearYou(neighbour)).toEqual([food])
})

async function reportFood(reporter: TestUser, moderator: TestUser, foodId: string): Promise<string> {
  const body = { target: { kind: 'food', id: foodId }, reason: 'spam' }
  expect((await post('/reports', { as: bearer(reporter), body })).status).toBe(201)
  const queue = expectBody(await get('/moderation/reports', { as: bearer(moderator) }), 200, moderationReportList)
  const open = queue.find((entry) => entry.target.id === foodId)
  if (!open) throw new Error(`no open report of ${foodId}`)
  return open._id
}

async function decide(moderator: TestUser, reportId: string, action: string): Promise<void> {
  const body = { action, note: 'Looked at it' }
  expectBody(await post(`/moderation/reports/${reportId}`, { as: bearer(moderator), body }), 200, moderationReportBody)
}

test('a food a moderator restores after a hold is news to the alerts that match it', async () => {
  const [donor, neighbour, reporter, moderator] = await Promise.all([
    signUpUser(),
    signUpUser(),
    signUpUser(),
    signUpModerator(),
  ])
  const word = uniqueWord()
  const food = await postListed(bearer(donor), buildFood({ foodName: `Pitha ${word}`, coordinates: at(23.75) }))
  await decide(moderator, await reportFood(reporter, moderator, food), 'hide-food')
  // Drawn while the food was held: nothing to hear of yet.
  await saveAlert(bearer(neighbour), { words: [word] })
  expect(await foodsNearYou(bearer(neighbour))).toEqual([])

  await decide(moderator, await reportFood(reporter, moderator, food), 'restore-food')
  await announced(food)
  expect(await foodsNearYou(bearer(neighbour))).toEqual([food])
})

test('reinstating a suspended donor lists their foods again: news to the alerts that match them', async () => {
  const [donor, neighbour, reporter, moderator] = await Promise.all([
    signUpUser('suspect'),
    signUpUser(),
    signUpUser(),
    signUpModerator(),
  ])
  const word = uniqueWord()
  const food = await postListed(bearer(donor), buildFood({ foodName: `Halim ${word}`, coordinates: at(23.75) }))
  await decide(moderator, await reportFood(reporter, moderator, food), 'suspend-user')
  await saveAlert(bearer(neighbour), { words: [word] })
  expect(await foodsNearYou(bearer(neighbour))).toEqual([])

  await decide(moderator, await reportFood(reporter, moderator, food), 'reinstate-user')
  await announced(food)
  expect(await foodsNearYou(bearer(neighbour))).toEqual([food])
})
