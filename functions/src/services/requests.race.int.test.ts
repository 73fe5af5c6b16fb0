/**
 * Concurrency of asking and withdrawing (docs/decisions/sharing-loop.md): many users ask
 * for one food at the same moment and each gets a pending request, while one user pressing many
 * times at once gets exactly one; withdrawals and deletes racing asks leave the food's counters
 * true to the requests stored. Ten users go through Hosting's rewrite; the rounds run against
 * `createApp()` in this process (see test/in-process.ts for why), over real HTTP, on the same Auth
 * emulator and Firestore. The accepts' race is services/portions.race.int.test.ts.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RATE_LIMITS } from '../shared/constants'
import { insertResult } from '../shared/responses'
import { buildFood, buildRequest, postFood, postRequest } from '../test/builders'
import { del, patch, post } from '../test/http'
import { type InProcessApi, startInProcessApi } from '../test/in-process'
import { expectBody, tally } from '../test/responses'
import { requestsByIdOf, requestsOfFood, snapshotOf, storedFood, storedRequest } from '../test/stored'
import { bearer, signUpUser, type TestUser } from '../test/users'

const ASKERS = 5
const PRESSES = 6
/** Every press counts towards the hourly limit of asks: the rounds stay within one user's. */
const ROUNDS = Math.min(3, Math.floor(RATE_LIMITS.requestFood.limit / PRESSES))

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

/**
 * The food's counters agree with its stored requests, and every change it counts left one entry
 * in its change log: no change was lost to a race, none counted twice.
 */
async function expectCountersTrue(foodId: string, label = ''): Promise<void> {
  const snapshot = await snapshotOf(foodId)
  const stored = Object.values(snapshot.requests)
  const portionsOf = (statuses: string[]) =>
    stored
      .filter((request) => statuses.includes(String(request.status)))
      .reduce((sum, request) => sum + Number(request.portions), 0)
  expect(snapshot.food, label).toMatchObject({
    requestsWaiting: stored.filter((request) => request.status === 'Requested').length,
    portionsReserved: portionsOf(['Accepted', 'Collected']),
    portionsCollected: portionsOf(['Collected']),
    changeSeq: snapshot.changes,
  })
}

test('10 users request one food at once through Hosting: all 10 get a pending request, then a repeat from each gets 409', async () => {
  const [donor, ...users] = await signUpMany(11)
  const foodId = await postFood(bearer(donor!), buildFood({ quantity: 4 }))

  const responses = await Promise.all(
    users.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId) })),
  )

  expect(tally(responses)).toEqual({ 201: 10 })
  const ids = responses.map((response) => expectBody(response, 201, insertResult).insertedId)
  const stored = await requestsByIdOf(foodId)
  expect(Object.keys(stored).sort()).toEqual([...ids].sort())
  ids.forEach((id, index) =>
    expect(stored[id]).toMatchObject({ requesterUid: users[index]?.uid, portions: 4, status: 'Requested' }),
  )
  // Pending requests reserve nothing: the food stays on offer.
  expect(await storedFood(foodId)).toMatchObject({ foodStatus: 'Available', portionsReserved: 0, requestsWaiting: 10 })
  await expectCountersTrue(foodId)

  // The repeats race in this process: a second burst through the emulator would only measure its workers.
  const before = await snapshotOf(foodId)
  const repeats = await Promise.all(
    users.map((user) =>
      post('/request', { as: bearer(user), body: buildRequest(foodId, { portions: 1 }), origin: api.origin }),
    ),
  )
  expect(tally(repeats)).toEqual({ 409: 10 })
  expect(await snapshotOf(foodId)).toEqual(before)
})

test(`${ASKERS} users each press request ${PRESSES} times at once, ${ROUNDS} rounds: one 201 per user, the rest 409, no 500`, async () => {
  const [donor, ...users] = await signUpMany(ASKERS + 1)
  const origin = api.origin
  const totals: Record<number, number> = {}
  const started = Date.now()

  for (let round = 0; round < ROUNDS; round++) {
    const foodId = await postFood(bearer(donor!), buildFood(), origin)
    const presses = users.flatMap((user) => Array.from({ length: PRESSES }, () => user))
    const responses = await Promise.all(
      presses.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId), origin })),
    )
    const counts = tally(responses)
    for (const [status, count] of Object.entries(counts)) totals[Number(status)] = (totals[Number(status)] ?? 0) + count

    expect(counts, `round ${round}`).toEqual({ 201: ASKERS, 409: ASKERS * (PRESSES - 1) })
    const winners = presses.filter((_user, index) => responses[index]?.status === 201).map((user) => user.uid)
    expect(new Set(winners).size, `round ${round}`).toBe(ASKERS)
    const stored = await requestsOfFood(foodId)
    expect(stored.map((request) => request.requesterUid).sort(), `round ${round}`).toEqual([...winners].sort())
    await expectCountersTrue(foodId, `round ${round}`)
  }

  const pressed = ROUNDS * ASKERS * PRESSES
  expect(totals).toEqual({ 201: ROUNDS * ASKERS, 409: pressed - ROUNDS * ASKERS })
  console.log(
    `[figures] concurrency: ${ROUNDS} rounds × ${ASKERS} users × ${PRESSES} simultaneous presses = ${pressed} requests; ` +
      `201: ${totals[201]}, 409: ${totals[409]}, 500: ${totals[500] ?? 0}; ${Date.now() - started} ms`,
  )
})

test('20 parallel withdrawals of a pending and of an accepted request: one 200 each, the rest 404, each freed once', async () => {
  const [donor, waiting, accepted, bystander] = await signUpMany(4)
  const origin = api.origin
  const foodId = await postFood(bearer(donor!), buildFood({ quantity: 5 }), origin)
  const waitingId = await postRequest(bearer(waiting!), foodId, { portions: 1 }, origin)
  const acceptedId = await postRequest(bearer(accepted!), foodId, { portions: 2 }, origin)
  const bystanderId = await postRequest(bearer(bystander!), foodId, { portions: 1 }, origin)
  // Setup only: the moves themselves are routes/sharing-loop.int.test.ts's.
  expect(
    (await patch(`/request/${acceptedId}`, { as: bearer(donor!), body: { status: 'Accepted' }, origin })).status,
  ).toBe(200)
  expect(await storedFood(foodId)).toMatchObject({ portionsReserved: 2, requestsWaiting: 2 })

  const withdraw = (user: TestUser, id: string) =>
    Array.from({ length: 20 }, () => del(`/deletereq/${id}`, { as: bearer(user), origin }))
  const responses = await Promise.all([...withdraw(waiting!, waitingId), ...withdraw(accepted!, acceptedId)])

  expect(tally(responses.slice(0, 20))).toEqual({ 200: 1, 404: 19 })
  expect(tally(responses.slice(20))).toEqual({ 200: 1, 404: 19 })
  expect(await storedRequest(waitingId)).toBeUndefined()
  expect(await storedRequest(acceptedId)).toBeUndefined()
  // Freed once each: the bystander's request still waits, and nothing is reserved.
  expect(await storedFood(foodId)).toMatchObject({ portionsReserved: 0, requestsWaiting: 1, foodStatus: 'Available' })
  expect(await storedRequest(bystanderId)).toMatchObject({ status: 'Requested' })
  await expectCountersTrue(foodId)
  // No open request left: the one who withdrew may ask again, once.
  const again = await Promise.all(
    Array.from({ length: 5 }, () => post('/request', { as: bearer(waiting!), body: buildRequest(foodId), origin })),
  )
  expect(tally(again)).toEqual({ 201: 1, 409: 4 })
  await expectCountersTrue(foodId)
})

test("requests racing the donor's delete, 10 rounds: no 500, and no open request outlives its food", async () => {
  const [donor, ...users] = await signUpMany(11)

  for (let round = 0; round < 10; round++) {
    const foodId = await postFood(bearer(donor!), buildFood(), api.origin)
    const responses = await Promise.all([
      ...users.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId), origin: api.origin })),
      del(`/delete/${foodId}`, { as: bearer(donor!), origin: api.origin }),
    ])

    expect(responses.at(-1)?.status, `round ${round}`).toBe(200)
    // Each asker either got in before the delete (and was withdrawn by it) or found no food.
    for (const status of Object.keys(tally(responses.slice(0, -1))))
      expect([201, 404], `round ${round}`).toContain(Number(status))
    expect(await storedFood(foodId)).toBeUndefined()
    expect(await requestsOfFood(foodId), `round ${round}`).toEqual([])
  }
})

test('withdrawals racing new requests, 3 rounds: every request answered, and the counters match the requests stored', async () => {
  const [donor, pending, holder, ...users] = await signUpMany(12)
  const origin = api.origin

  for (let round = 0; round < 3; round++) {
    const label = `round ${round}`
    const foodId = await postFood(bearer(donor!), buildFood({ quantity: 4 }), origin)
    const pendingId = await postRequest(bearer(pending!), foodId, { portions: 1 }, origin)
    const heldId = await postRequest(bearer(holder!), foodId, { portions: 2 }, origin)
    expect(
      (await patch(`/request/${heldId}`, { as: bearer(donor!), body: { status: 'Accepted' }, origin })).status,
    ).toBe(200)

    const responses = await Promise.all([
      del(`/deletereq/${pendingId}`, { as: bearer(pending!), origin }),
      del(`/deletereq/${heldId}`, { as: bearer(holder!), origin }),
      // Without portions each asks for every portion free at that moment: 2, or 4 once freed.
      ...users.map((user) => post('/request', { as: bearer(user), body: buildRequest(foodId), origin })),
    ])

    expect(
      responses.map((response) => response.status),
      label,
    ).toEqual([200, 200, ...users.map(() => 201)])
    const stored = await requestsOfFood(foodId)
    expect(stored, label).toHaveLength(users.length)
    for (const request of stored) {
      expect(request.status, label).toBe('Requested')
      expect([2, 4], label).toContain(request.portions)
    }
    expect(await storedFood(foodId), label).toMatchObject({ portionsReserved: 0, requestsWaiting: users.length })
    await expectCountersTrue(foodId, label)
  }
})
