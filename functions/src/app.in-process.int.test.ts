/**
 * `createApp()` in this process, over real HTTP, with the emulators behind it: the paths and
 * bodies the emulators' proxies reshape before our app sees them (dot segments, undecodable
 * escapes, malformed JSON) reach our code here as a client could send them to a deployed one.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { apiErrors } from './shared/copy'
import { buildFood, buildRequest } from './test/builders'
import { call, idRoutes, post } from './test/http'
import { type InProcessApi, startInProcessApi } from './test/in-process'
import { insertResult } from './shared/responses'
import { expectBody, expectError } from './test/responses'
import { snapshotOf, storedFoodsOf } from './test/stored'
import { bearer, signUpUser } from './test/users'

let api: InProcessApi
beforeAll(async () => {
  api = await startInProcessApi()
})
afterAll(async () => {
  await api.close()
})

test('dot segments, undecodable escapes and slashes in an id get 400, never 500, and touch nothing', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const origin = api.origin
  const foodId = expectBody(
    await post('/addfoods', { as: bearer(donor), body: buildFood(), origin }),
    201,
    insertResult,
  ).insertedId
  await post('/request', { as: bearer(requester), body: buildRequest(foodId), origin })
  const before = await snapshotOf(foodId)
  const ids = [
    '.',
    '..',
    '%2E',
    '%2E%2E',
    `..%2F${foodId}`,
    `..%2F..%2Ffoods%2F${foodId}`,
    'a%2Fb',
    '__x__',
    'a'.repeat(1501),
  ]

  for (const [method, route, user] of idRoutes(donor, requester)) {
    for (const id of ids) {
      const response = await call(method, `${route}${id}`, { as: bearer(user), body: buildFood(), origin })
      expect(expectError(response, 400).fields, `${method} ${route}${id.slice(0, 30)}`).toEqual({ id: 'Malformed id' })
    }
    for (const id of ['%ZZ', '%E0%A4%A', `${foodId}%`]) {
      const response = await call(method, `${route}${id}`, { as: bearer(user), body: buildFood(), origin })
      expect(expectError(response, 400).error, `${method} ${route}${id}`).toBe(apiErrors.badRequest)
    }
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await storedFoodsOf(donor.uid)).toHaveLength(1)
})

test('malformed JSON gets our own 400 JSON answer, and an oversized body our 413', async () => {
  const donor = await signUpUser()
  const origin = api.origin

  for (const raw of ['{', '{"foodName": }', "{'a': 1}", '{"a":1}}']) {
    expect(expectError(await post('/addfoods', { as: bearer(donor), raw, origin }), 400).error).toBe(
      apiErrors.malformedJson,
    )
  }
  const huge = JSON.stringify(buildFood({ foodName: 'x'.repeat(2_000_000) }))
  expect(expectError(await post('/addfoods', { as: bearer(donor), raw: huge, origin }), 413).error).toBe(
    apiErrors.tooLarge,
  )
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})
