/**
 * Reservations never exceed the quantity (docs/decisions/sharing-loop.md): twenty people ask for one portion each of a
 * five-portion food, and the donor accepts all twenty at once. Ten rounds, against `createApp()`
 * in this process (test/in-process.ts says why) on the same emulators as the stack. The Node
 * Firestore detects no transaction contention, so this is the food's numbered change log
 * (store/food-changes.ts) at work.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { insertResult } from '../shared/responses'
import { buildFood, buildRequest, postFood } from '../test/builders'
import { patch, post } from '../test/http'
import { type InProcessApi, startInProcessApi } from '../test/in-process'
import { expectBody, tally } from '../test/responses'
import { requestsOfFood, storedFood } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

const ROUNDS = 10
const ASKERS = 20
const PORTIONS = 5
/**
 * A guard against a hang, not a speed check: the ten rounds' 400 requests take about 50 s when
 * `npm test` runs the unit tests beside the stack's, close to the suite's 60 s for one test.
 */
const ROUNDS_TIMEOUT_MS = 180_000

let api: InProcessApi
beforeAll(async () => {
  api = await startInProcessApi()
})
afterAll(async () => {
  await api.close()
})

test(
  `${ASKERS} accepts at once of a ${PORTIONS}-portion food, ${ROUNDS} rounds: exactly ${PORTIONS} Accepted, the rest 409`,
  async () => {
    const [donor, ...askers] = await Promise.all(Array.from({ length: ASKERS + 1 }, () => signUpUser()))
    const origin = api.origin

    for (let round = 0; round < ROUNDS; round++) {
      const foodId = await postFood(bearer(donor!), buildFood({ quantity: PORTIONS }), origin)
      // The asks race too: all twenty are taken, none lost.
      const asked = await Promise.all(
        askers.map((asker) =>
          post('/request', { as: bearer(asker), body: buildRequest(foodId, { portions: 1 }), origin }),
        ),
      )
      const requestIds = asked.map((response) => expectBody(response, 201, insertResult).insertedId)

      const accepts = await Promise.all(
        requestIds.map((id) => patch(`/request/${id}`, { as: bearer(donor!), body: { status: 'Accepted' }, origin })),
      )

      expect(tally(accepts), `round ${round}`).toEqual({ 200: PORTIONS, 409: ASKERS - PORTIONS })
      const stored = await requestsOfFood(foodId)
      expect(stored.filter((request) => request.status === 'Accepted')).toHaveLength(PORTIONS)
      expect(stored.filter((request) => request.status === 'Requested')).toHaveLength(ASKERS - PORTIONS)
      expect(await storedFood(foodId)).toMatchObject({
        portionsReserved: PORTIONS,
        requestsWaiting: ASKERS - PORTIONS,
        // One numbered change per accepted move (asks are not numbered); the refused moves wrote nothing.
        changeSeq: PORTIONS,
      })
    }
  },
  ROUNDS_TIMEOUT_MS,
)
