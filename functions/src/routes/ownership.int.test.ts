/**
 * The ownership matrix: every route that takes an id or an email, tried on the first
 * user's objects by a second user (with a Bearer token and with a session cookie) and by a
 * visitor. Refused each time, and the stored documents are read back unchanged.
 */
import { expect, test } from 'vitest'
import { buildFood, buildRequest, postFood, postRequest } from '../test/builders'
import { type Credentials, call } from '../test/http'
import { foodBody, requestList } from '../shared/responses'
import { expectBody, expectError } from '../test/responses'
import { snapshotOf, storedFoodsOf } from '../test/stored'
import { bearer, sessionFor, signUpUser, type TestUser } from '../test/users'

interface RequestedFood {
  donor: TestUser
  requester: TestUser
  foodId: string
  requestId: string
}

async function aRequestedFood(): Promise<RequestedFood> {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  return { donor, requester, foodId, requestId: await postRequest(bearer(requester), foodId) }
}

function attacks({ donor, requester, foodId, requestId }: RequestedFood) {
  return [
    { method: 'PUT', path: `/update/${foodId}`, body: buildFood({ foodName: 'Taken over', foodStatus: 'Available' }) },
    { method: 'DELETE', path: `/delete/${foodId}`, body: {} },
    { method: 'DELETE', path: `/deletereq/${requestId}`, body: {} },
    { method: 'GET', path: `/posted?email=${encodeURIComponent(donor.email)}`, body: undefined },
    { method: 'GET', path: `/myrequest?email=${encodeURIComponent(requester.email)}`, body: undefined },
    {
      method: 'GET',
      path: `/myrequest?email=${encodeURIComponent(` ${requester.email.toUpperCase()} `)}`,
      body: undefined,
    },
  ] as const
}

async function expectMatrix(as: Credentials, status: 401 | 403, requested: RequestedFood): Promise<void> {
  for (const attack of attacks(requested)) {
    const response = await call(attack.method, attack.path, { as, body: attack.body })
    expectError(response, status)
    expect(response.headers['cache-control']).toBe('private, no-store')
  }
}

test("a second user, with a Bearer token, gets 403 on every route of the first user's objects; nothing changes", async () => {
  const requested = await aRequestedFood()
  const intruder = await signUpUser()
  const before = await snapshotOf(requested.foodId)

  await expectMatrix(bearer(intruder), 403, requested)

  expect(await snapshotOf(requested.foodId)).toEqual(before)
  expect(await storedFoodsOf(intruder.uid)).toEqual([])
})

test("a second user, with a session cookie, gets 403 on every route of the first user's objects; nothing changes", async () => {
  const requested = await aRequestedFood()
  const intruder = await signUpUser()
  const session = await sessionFor(intruder)
  const before = await snapshotOf(requested.foodId)

  await expectMatrix(session, 403, requested)

  expect(await snapshotOf(requested.foodId)).toEqual(before)
})

test("a visitor gets 401 on every route of a user's objects, and on the food details; nothing changes", async () => {
  const requested = await aRequestedFood()
  const { foodId } = requested
  const before = await snapshotOf(foodId)

  await expectMatrix(undefined, 401, requested)
  expectError(await call('GET', `/food/${foodId}`), 401)
  expectError(await call('GET', '/request'), 401)
  expectError(await call('POST', '/request', { body: buildRequest(foodId) }), 401)

  expect(await snapshotOf(foodId)).toEqual(before)
})

test("the donor cannot delete the requester's request, nor the requester touch the donor's food", async () => {
  const { donor, requester, foodId, requestId } = await aRequestedFood()
  const before = await snapshotOf(foodId)

  expectError(await call('DELETE', `/deletereq/${requestId}`, { as: bearer(donor) }), 403)
  expectError(await call('PUT', `/update/${foodId}`, { as: bearer(requester), body: buildFood() }), 403)
  expectError(await call('DELETE', `/delete/${foodId}`, { as: bearer(requester) }), 403)

  expect(await snapshotOf(foodId)).toEqual(before)
})

test("a second user sees the food's details (any signed-in user may) but none of the first user's requests", async () => {
  const { requester, foodId, requestId } = await aRequestedFood()
  const intruder = await signUpUser()

  expectBody(await call('GET', `/food/${foodId}`, { as: bearer(intruder) }), 200, foodBody)
  expect(expectBody(await call('GET', '/request', { as: bearer(intruder) }), 200, requestList)).toEqual([])
  const own = expectBody(await call('GET', '/request', { as: bearer(requester) }), 200, requestList)
  expect(own.map((item) => item._id)).toEqual([requestId])
})
