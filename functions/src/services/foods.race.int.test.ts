/**
 * A donor's own writes racing each other (a double-clicked Delete, an edit saved as the food is
 * deleted): one outcome wins, the others get a clean 404, never a 500.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildFood, buildRequest, postFood } from '../test/builders'
import { del, post, put } from '../test/http'
import { type InProcessApi, startInProcessApi } from '../test/in-process'
import { tally } from '../test/responses'
import { requestsOfFood, storedFood } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

let api: InProcessApi
beforeAll(async () => {
  api = await startInProcessApi()
})
afterAll(async () => {
  await api.close()
})

test('20 parallel deletes of one food: one 200, the rest 404, its request gone too', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await post('/request', { as: bearer(requester), body: buildRequest(foodId) })

  const responses = await Promise.all(
    Array.from({ length: 20 }, () => del(`/delete/${foodId}`, { as: bearer(donor), origin: api.origin })),
  )

  expect(tally(responses)).toEqual({ 200: 1, 404: 19 })
  expect(await storedFood(foodId)).toBeUndefined()
  expect(await requestsOfFood(foodId)).toEqual([])
})

test('edits racing the delete of the same food: no 500, and the food stays deleted', async () => {
  const donor = await signUpUser()
  const foodId = await postFood(bearer(donor))

  const responses = await Promise.all([
    ...Array.from({ length: 10 }, (_, index) =>
      put(`/update/${foodId}`, { as: bearer(donor), body: buildFood({ quantity: index + 1 }), origin: api.origin }),
    ),
    del(`/delete/${foodId}`, { as: bearer(donor), origin: api.origin }),
  ])

  const counts = tally(responses)
  expect(counts[500]).toBeUndefined()
  expect((counts[200] ?? 0) + (counts[404] ?? 0)).toBe(11)
  expect(responses.at(-1)?.status).toBe(200)
  expect(await storedFood(foodId)).toBeUndefined()
})
