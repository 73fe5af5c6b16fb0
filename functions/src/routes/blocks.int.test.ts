/**
 * Blocking (docs/decisions/trust.md) over Hosting's /api rewrite: the API's rules, and its effects
 * in both directions on asking, conversations, lists and search, and alerts; nobody is told who
 * blocked.
 */
import { expect, test } from 'vitest'
import { apiErrors } from '../shared/copy'
import {
  blockList,
  deleteResult,
  foodBody,
  insertResult,
  notificationList,
  publicFoodList,
  successResult,
} from '../shared/responses'
import { buildFood, buildRequest, postFood, uniqueWord } from '../test/builders'
import { type Credentials, del, get, post } from '../test/http'
import { askFor } from '../test/pickup'
import { expectBody, expectError } from '../test/responses'
import { announced } from '../test/stored'
import { bearer, sessionFor, signUpUser, type TestUser } from '../test/users'
import { shiftedLongitudes } from '../test/places'

async function profileIdOf(user: TestUser): Promise<string> {
  const foodId = await postFood(bearer(user), buildFood())
  return expectBody(await get(`/food/${foodId}`, { as: bearer(user) }), 200, foodBody).donator.profileId
}

const block = (user: TestUser, profileId: unknown) => post('/blocks', { as: bearer(user), body: { profileId } })

async function searchFor(word: string, as?: Credentials): Promise<string[]> {
  const found = expectBody(await get(`/food?searchParams=${word}`, { as }), 200, publicFoodList)
  return found.map((food) => food.foodName)
}

async function listedNames(as?: Credentials): Promise<string[]> {
  return expectBody(await get('/foods?limit=50', { as }), 200, publicFoodList).map((food) => food.foodName)
}

test('POST /blocks blocks a person by profile; GET /blocks lists them; DELETE /blocks/{profileId} unblocks', async () => {
  const [blocker, blocked] = await Promise.all([signUpUser('blocker'), signUpUser('blocked')])
  const profileId = await profileIdOf(blocked)

  expectBody(await block(blocker, profileId), 201, successResult)
  expectBody(await block(blocker, profileId), 201, successResult)
  const listed = expectBody(await get('/blocks', { as: bearer(blocker) }), 200, blockList)
  expect(listed).toEqual([
    { profileId, name: blocked.displayName, img: blocked.photoURL, blockedAt: expect.any(String) as unknown },
  ])
  expect(expectBody(await get('/blocks', { as: bearer(blocked) }), 200, blockList)).toEqual([])

  const unblocked = await del(`/blocks/${profileId}`, { as: bearer(blocker), bodyless: true })
  expect(expectBody(unblocked, 200, deleteResult)).toEqual({ deletedCount: 1 })
  expect(expectError(await del(`/blocks/${profileId}`, { as: bearer(blocker) }), 404).error).toBe(
    apiErrors.blockNotFound,
  )
  expect(expectBody(await get('/blocks', { as: bearer(blocker) }), 200, blockList)).toEqual([])
})

test('blocking oneself is a 400, an unknown profile a 404, a malformed one a 400; all need a user', async () => {
  const user = await signUpUser()
  const own = await profileIdOf(user)

  const self = expectError(await block(user, own), 400)
  expect(self.fields).toEqual({ profileId: apiErrors.blockSelf })
  expect(expectError(await block(user, 'aaaaaaaaaaaaaaaaaaaa'), 404).error).toBe(apiErrors.profileNotFound)
  expect(expectError(await block(user, 'no such id!'), 400).fields).toHaveProperty('profileId')
  expect(expectError(await block(user, undefined), 400).fields).toHaveProperty('profileId')
  expect(expectBody(await get('/blocks', { as: bearer(user) }), 200, blockList)).toEqual([])
  expect((await post('/blocks', { body: { profileId: own } })).status).toBe(401)
  expect((await get('/blocks')).status).toBe(401)
})

test('once A blocks B, neither may ask for the other’s food, with the same answer either way', async () => {
  const [a, b] = await Promise.all([signUpUser('a'), signUpUser('b')])
  const foodOfA = await postFood(bearer(a), buildFood())
  const foodOfB = await postFood(bearer(b), buildFood())
  expectBody(await block(a, await profileIdOf(b)), 201, successResult)

  const bAsks = expectError(await post('/request', { as: bearer(b), body: buildRequest(foodOfA) }), 403)
  const aAsks = expectError(await post('/request', { as: bearer(a), body: buildRequest(foodOfB) }), 403)
  expect(bAsks.error).toBe(apiErrors.blocked)
  expect(aAsks).toEqual(bAsks)

  expectBody(await del(`/blocks/${await profileIdOf(b)}`, { as: bearer(a) }), 200, deleteResult)
  expectBody(await post('/request', { as: bearer(b), body: buildRequest(foodOfA) }), 201, insertResult)
})

test('a block closes their conversation to both of them', async () => {
  const [donor, requester] = await Promise.all([signUpUser('donor'), signUpUser('requester')])
  const foodId = await postFood(bearer(donor), buildFood())
  const requestId = await askFor(requester, foodId, { message: 'Hello' })
  expectBody(await block(requester, await profileIdOf(donor)), 201, successResult)

  for (const user of [donor, requester]) {
    const sent = await post(`/request/${requestId}/messages`, { as: bearer(user), body: { text: 'Still there?' } })
    expect(expectError(sent, 403).error).toBe(apiErrors.blocked)
  }
})

test('the blocked person’s foods leave the blocker’s lists and search, and the blocker’s leave theirs; others still see both', async () => {
  const [a, b, other] = await Promise.all([signUpUser('a'), signUpUser('b'), signUpUser('other')])
  const word = uniqueWord()
  await postFood(bearer(a), buildFood({ foodName: `Soup of A ${word}` }))
  await postFood(bearer(b), buildFood({ foodName: `Soup of B ${word}` }))
  expectBody(await block(a, await profileIdOf(b)), 201, successResult)

  const both = [`Soup of A ${word}`, `Soup of B ${word}`]
  expect((await searchFor(word, bearer(a))).sort()).toEqual([both[0]])
  expect((await searchFor(word, bearer(b))).sort()).toEqual([both[1]])
  expect((await searchFor(word, await sessionFor(a))).sort()).toEqual([both[0]])
  expect((await searchFor(word, bearer(other))).sort()).toEqual(both)
  expect((await searchFor(word)).sort()).toEqual(both)
  expect(await listedNames(bearer(a))).not.toContain(both[1])
  expect(await listedNames(bearer(b))).not.toContain(both[0])
  const signedIn = await get(`/food?searchParams=${word}`, { as: bearer(a) })
  expect(signedIn.headers['cache-control']).toBe('private, no-store')
})

test('no alert tells a person of a food whose donor they blocked, or who blocked them', async () => {
  const [donor, blocker, blockedOne, neighbour] = await Promise.all([
    signUpUser('donor'),
    signUpUser('blocker'),
    signUpUser('blocked'),
    signUpUser('neighbour'),
  ])
  const near = { lat: 23.74, lng: shiftedLongitudes()() }
  const word = uniqueWord()
  for (const user of [blocker, blockedOne, neighbour]) {
    const alert = { near, radiusKm: 5, tags: [], words: [word], frequency: 'instant' }
    expectBody(await post('/alerts', { as: bearer(user), body: alert }), 201, insertResult)
  }
  const donorProfile = await profileIdOf(donor)
  expectBody(await block(blocker, donorProfile), 201, successResult)
  expectBody(await block(donor, await profileIdOf(blockedOne)), 201, successResult)

  const foodId = await postFood(bearer(donor), buildFood({ foodName: `Dal ${word}`, coordinates: near }))
  await announced(foodId)

  const toldOf = async (user: TestUser) =>
    expectBody(await get('/notifications', { as: bearer(user) }), 200, notificationList)
      .filter((event) => event.kind === 'food-near-you')
      .map((event) => event.foodId)
  expect(await toldOf(neighbour)).toEqual([foodId])
  expect(await toldOf(blocker)).toEqual([])
  expect(await toldOf(blockedOne)).toEqual([])
})
