/**
 * Concurrency (issue 2 §6 and §9, issue 5 #15): many users claim one food at the same moment;
 * exactly one wins, every other gets 409, and the store holds exactly one request. Ten users go
 * through Hosting's rewrite; the 50 × 20 rounds run against `createApp()` in this process (see
 * test/in-process.ts for why), over real HTTP, on the same Auth emulator and Firestore.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildFood, buildRequest, postFood } from '../test/builders'
import { del, post } from '../test/http'
import { type InProcessApi, startInProcessApi } from '../test/in-process'
import { tally } from '../test/responses'
import { requestsOfFood, storedFood, storedRequest } from '../test/stored'
import { bearer, signUpUser, type TestUser } from '../test/users'

const ROUNDS = 20
const CLAIMANTS = 50

let api: InProcessApi
beforeAll(async () => {
  api = await startInProcessApi()
})
afterAll(async () => {
  await api.close()
})

async function signUpMany(count: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: count }, () => signUpUser()))
}

test('10 users request one food at once through Hosting: exactly one wins, nine get 409', async () => {
  const [donor, ...users] = await signUpMany(11)
  const foodId = await postFood(bearer(donor!))

  const responses = await Promise.all(
    users.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId) })),
  )

  expect(tally(responses)).toEqual({ 201: 1, 409: 9 })
  const winner = users[responses.findIndex((response) => response.status === 201)]
  const stored = await requestsOfFood(foodId)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ requesterUid: winner?.uid, userEamil: winner?.email })
  expect((await storedFood(foodId))?.foodStatus).toBe('Requested')
})

test(`${CLAIMANTS} users request one food at once, ${ROUNDS} rounds: one 201 per round, the rest 409, one request, no 500`, async () => {
  const [donor, ...users] = await signUpMany(CLAIMANTS + 1)
  const totals: Record<number, number> = {}
  const started = Date.now()

  for (let round = 0; round < ROUNDS; round++) {
    const foodId = await postFood(bearer(donor!), buildFood(), api.origin)
    const responses = await Promise.all(
      users.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId), origin: api.origin })),
    )
    const counts = tally(responses)
    for (const [status, count] of Object.entries(counts)) totals[Number(status)] = (totals[Number(status)] ?? 0) + count

    expect(counts, `round ${round}`).toEqual({ 201: 1, 409: CLAIMANTS - 1 })
    const winner = users[responses.findIndex((response) => response.status === 201)]
    const stored = await requestsOfFood(foodId)
    expect(stored, `round ${round}`).toHaveLength(1)
    expect(stored[0]?.requesterUid).toBe(winner?.uid)
    expect((await storedFood(foodId))?.foodStatus).toBe('Requested')
  }

  expect(totals).toEqual({ 201: ROUNDS, 409: ROUNDS * (CLAIMANTS - 1) })
  console.log(
    `[figures] concurrency: ${ROUNDS} rounds × ${CLAIMANTS} simultaneous claims = ${ROUNDS * CLAIMANTS} requests; ` +
      `201: ${totals[201]}, 409: ${totals[409]}, 500: ${totals[500] ?? 0}; ${Date.now() - started} ms`,
  )
})

test('20 parallel deletes of one request: one 200, the rest 404, the food back on offer once', async () => {
  const [donor, requester, next] = await signUpMany(3)
  const foodId = await postFood(bearer(donor!))
  expect((await post('/request', { as: bearer(requester!), body: buildRequest(foodId) })).status).toBe(201)

  const responses = await Promise.all(
    Array.from({ length: 20 }, () => del(`/deletereq/${foodId}`, { as: bearer(requester!), origin: api.origin })),
  )

  expect(tally(responses)).toEqual({ 200: 1, 404: 19 })
  expect(await storedRequest(foodId)).toBeUndefined()
  expect((await storedFood(foodId))?.foodStatus).toBe('Available')
  // Once on offer again, it can be claimed once.
  const claims = await Promise.all(
    Array.from({ length: 5 }, () =>
      post('/request', { as: bearer(next!), body: buildRequest(foodId), origin: api.origin }),
    ),
  )
  expect(tally(claims)).toEqual({ 201: 1, 409: 4 })
})

test("claims racing the donor's delete, 10 rounds: no 500, and no request outlives its food", async () => {
  const [donor, ...users] = await signUpMany(11)

  for (let round = 0; round < 10; round++) {
    const foodId = await postFood(bearer(donor!), buildFood(), api.origin)
    const responses = await Promise.all([
      ...users.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId), origin: api.origin })),
      del(`/delete/${foodId}`, { as: bearer(donor!), origin: api.origin }),
    ])

    expect(
      responses.filter((response) => response.status >= 500),
      `round ${round}`,
    ).toEqual([])
    expect(responses.at(-1)?.status).toBe(200)
    expect(await storedFood(foodId)).toBeUndefined()
    expect(await requestsOfFood(foodId), `round ${round}`).toEqual([])
  }
})

test("a requester's delete racing new claims leaves a consistent pair: request and Requested, or neither and Available", async () => {
  const [donor, requester, ...users] = await signUpMany(12)
  const foodId = await postFood(bearer(donor!))
  await post('/request', { as: bearer(requester!), body: buildRequest(foodId) })

  const responses = await Promise.all([
    del(`/deletereq/${foodId}`, { as: bearer(requester!), origin: api.origin }),
    ...users.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId), origin: api.origin })),
  ])

  expect(responses.filter((response) => response.status >= 500)).toEqual([])
  expect(responses[0]?.status).toBe(200)
  const claims = tally(responses.slice(1))
  expect(claims[201] ?? 0).toBeLessThanOrEqual(1)
  const requests = await requestsOfFood(foodId)
  const food = await storedFood(foodId)
  expect(requests).toHaveLength(claims[201] ?? 0)
  expect(food?.foodStatus).toBe(requests.length === 1 ? 'Requested' : 'Available')
})
