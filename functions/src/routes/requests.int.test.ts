/** Requesting a food (issue 2 §6) over Hosting's /api rewrite: the lifecycle and every refusal. */
import { Timestamp } from 'firebase-admin/firestore'
import { expect, test } from 'vitest'
import { apiErrors } from '../shared/food'
import { RATE_LIMITS } from '../shared/constants'
import { daysFromNow } from '../test/dates'
import { buildFood, buildRequest, postFood } from '../test/builders'
import { del, get, post, put } from '../test/http'
import { deleteResult, foodBody, insertResult, requestList } from '../shared/responses'
import { expectBody, expectError } from '../test/responses'
import { requests } from '../store/requests'
import { requestsOfFood, snapshotOf, storedFood, storedRequest } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

const PRIVATE = 'private, no-store'

test('POST /request answers 201 with insertedId, stores the request from the food and the verified user, and marks the food Requested', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const food = buildFood()
  const foodId = await postFood(bearer(donor), food)

  const response = await post('/request', {
    as: bearer(requester),
    body: buildRequest(foodId, { requestedTime: '9:05:30 PM' }),
  })

  const { insertedId } = expectBody(response, 201, insertResult)
  expect(response.headers['cache-control']).toBe(PRIVATE)
  const stored = await storedRequest(insertedId)
  expect(stored).toEqual({
    foodId,
    foodName: food.foodName,
    foodImg: food.foodImg,
    requestedTime: '9:05:30 PM',
    userEamil: requester.email,
    requesterUid: requester.uid,
    expireDateTime: food.expireDateTime,
    location: food.location,
    donator: { name: donor.displayName, email: donor.email },
    donatorUid: donor.uid,
    createdAt: expect.any(Timestamp) as unknown,
    // The key /request and /myrequest page on: creation time, then id.
    sortNewest: expect.stringMatching(new RegExp(`^\\d{15}_${foodId}$`)) as unknown,
  })
  expect((await storedFood(foodId))?.foodStatus).toBe('Requested')
  const shown = expectBody(await get(`/food/${foodId}`, { as: bearer(requester) }), 200, foodBody)
  expect(shown.foodStatus).toBe('Requested')
})

test('POST /request takes only foodId and requestedTime from the body (mass assignment)', async () => {
  const [donor, requester, victim] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const food = buildFood()
  const foodId = await postFood(bearer(donor), food)

  const response = await post('/request', {
    as: bearer(requester),
    body: buildRequest(foodId, {
      userEamil: victim.email,
      requesterUid: victim.uid,
      donator: { name: 'Fake', email: victim.email },
      donatorUid: victim.uid,
      foodName: 'Renamed',
      foodImg: 'https://evil.example.com/x.png',
      location: 'Elsewhere',
      expireDateTime: '2099-01-01',
      foodStatus: 'Available',
      createdAt: '2000-01-01',
      isAdmin: true,
      _id: 'ChosenRequest',
    }),
  })

  expectBody(response, 201, insertResult)
  const stored = await storedRequest(foodId)
  expect(stored).toMatchObject({
    userEamil: requester.email,
    requesterUid: requester.uid,
    donator: { name: donor.displayName, email: donor.email },
    donatorUid: donor.uid,
    foodName: food.foodName,
    foodImg: food.foodImg,
    location: food.location,
    expireDateTime: food.expireDateTime,
  })
  expect(stored).not.toHaveProperty('isAdmin')
  expect(stored).not.toHaveProperty('foodStatus')
  expect(stored?.createdAt).toBeInstanceOf(Timestamp)
  expect(await storedRequest('ChosenRequest')).toBeUndefined()
  expect((await storedFood(foodId))?.foodStatus).toBe('Requested')
})

test('a second request of the same food gets 409, from anyone, and changes nothing', async () => {
  const [donor, first, second] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  expect((await post('/request', { as: bearer(first), body: buildRequest(foodId) })).status).toBe(201)
  const before = await snapshotOf(foodId)

  for (const user of [second, first]) {
    const response = await post('/request', {
      as: bearer(user),
      body: buildRequest(foodId, { requestedTime: '11:11' }),
    })
    expect(expectError(response, 409).error).toBe(apiErrors.alreadyRequested)
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await requestsOfFood(foodId)).toHaveLength(1)
})

test('requesting your own food gets 403 and stores nothing', async () => {
  const donor = await signUpUser()
  const foodId = await postFood(bearer(donor))
  const before = await snapshotOf(foodId)

  const response = await post('/request', { as: bearer(donor), body: buildRequest(foodId) })

  expect(expectError(response, 403).error).toBe(apiErrors.ownFood)
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(before.request).toBeUndefined()
})

test('a food its donor marked Requested or Expired gets 409 and no request', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])

  for (const [foodStatus, error] of [
    ['Requested', apiErrors.notAvailable],
    ['Expired', apiErrors.expired],
  ] as const) {
    const foodId = await postFood(bearer(donor))
    expect((await put(`/update/${foodId}`, { as: bearer(donor), body: buildFood({ foodStatus }) })).status).toBe(200)
    const before = await snapshotOf(foodId)

    const response = await post('/request', { as: bearer(requester), body: buildRequest(foodId) })

    expect(expectError(response, 409).error).toBe(error)
    expect(await snapshotOf(foodId)).toEqual(before)
  }
})

test('a food past its expiry date gets 409 even while stored as Available', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await put(`/update/${foodId}`, {
    as: bearer(donor),
    body: buildFood({ expireDateTime: daysFromNow(-2), foodStatus: 'Available' }),
  })
  const before = await snapshotOf(foodId)
  expect(before.food?.foodStatus).toBe('Available')

  const response = await post('/request', { as: bearer(requester), body: buildRequest(foodId) })

  expect(expectError(response, 409).error).toBe(apiErrors.expired)
  expect(await snapshotOf(foodId)).toEqual(before)
})

test('POST /request: an unknown food 404, a visitor 401, a bad foodId or time 400 naming it; nothing stored', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  const before = await snapshotOf(foodId)

  expect(
    expectError(await post('/request', { as: bearer(requester), body: buildRequest('NoSuchFood0000000000') }), 404)
      .error,
  ).toBe(apiErrors.foodNotFound)
  expectError(await post('/request', { body: buildRequest(foodId) }), 401)
  for (const bad of ['', 'a/b', '..', '.', '__x__', `${foodId}/x`, 'x'.repeat(1501), 42, null, ['id']]) {
    const response = await post('/request', { as: bearer(requester), body: buildRequest(foodId, { foodId: bad }) })
    expect(Object.keys(expectError(response, 400).fields ?? {}), JSON.stringify(bad).slice(0, 40)).toEqual(['foodId'])
  }
  for (const bad of [undefined, '', 'noon', '25:61:99 XM', '10:30'.repeat(10), 1030, '<script>alert(1)</script>']) {
    const body = buildRequest(foodId, { requestedTime: bad })
    const response = await post('/request', { as: bearer(requester), body })
    expect(Object.keys(expectError(response, 400).fields ?? {}), String(bad)).toEqual(['requestedTime'])
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await storedRequest('NoSuchFood0000000000')).toBeUndefined()
})

test("GET /request lists the caller's own requests only, with the spec's fields", async () => {
  const [donor, me, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const mine = await postFood(bearer(donor))
  const theirs = await postFood(bearer(donor))
  await post('/request', { as: bearer(me), body: buildRequest(mine) })
  await post('/request', { as: bearer(other), body: buildRequest(theirs) })

  const response = await get('/request', { as: bearer(me) })

  const list = expectBody(response, 200, requestList)
  expect(list.map((item) => item._id)).toEqual([mine])
  expect(list[0]).toMatchObject({
    _id: mine,
    foodId: mine,
    userEamil: me.email,
    foodStatus: 'Requested',
    donator: { email: donor.email },
  })
  expect(response.headers['cache-control']).toBe(PRIVATE)
  expectError(await get('/request'), 401)
})

test("GET /myrequest answers the caller's requests for their own email only", async () => {
  const [donor, me, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await post('/request', { as: bearer(me), body: buildRequest(foodId) })

  const response = await get(`/myrequest?email=${encodeURIComponent(me.email)}`, { as: bearer(me) })

  expect(expectBody(response, 200, requestList).map((item) => item._id)).toEqual([foodId])
  expect(response.headers['cache-control']).toBe(PRIVATE)
  expect(
    expectError(await get(`/myrequest?email=${encodeURIComponent(me.email)}`, { as: bearer(other) }), 403).error,
  ).toBe(apiErrors.notYourEmail)
  expect(expectError(await get('/myrequest', { as: bearer(me) }), 400).fields).toHaveProperty('email')
  expectError(await get(`/myrequest?email=${encodeURIComponent(me.email)}`), 401)
})

test('a request of a food that has since expired is shown Expired', async () => {
  const [donor, me] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await post('/request', { as: bearer(me), body: buildRequest(foodId) })
  // The stored copy of the date is the food's at request time; pretend that day has passed.
  await requests.doc(foodId).update({ expireDateTime: daysFromNow(-2) })

  const list = expectBody(await get('/request', { as: bearer(me) }), 200, requestList)

  expect(list[0]?.foodStatus).toBe('Expired')
})

test('DELETE /deletereq/{id} by the requester answers deletedCount 1 and puts the food back on offer', async () => {
  const [donor, requester, next] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await post('/request', { as: bearer(requester), body: buildRequest(foodId) })

  const response = await del(`/deletereq/${foodId}`, { as: bearer(requester) })

  expect(expectBody(response, 200, deleteResult)).toEqual({ deletedCount: 1 })
  expect(await storedRequest(foodId)).toBeUndefined()
  expect((await storedFood(foodId))?.foodStatus).toBe('Available')
  expect(expectError(await del(`/deletereq/${foodId}`, { as: bearer(requester) }), 404).error).toBe(
    apiErrors.requestNotFound,
  )
  // On offer again: someone else may now ask for it.
  expectBody(await post('/request', { as: bearer(next), body: buildRequest(foodId) }), 201, insertResult)
})

test('DELETE /deletereq/{id} leaves a food its donor has since marked Expired as Expired', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await post('/request', { as: bearer(requester), body: buildRequest(foodId) })
  await put(`/update/${foodId}`, { as: bearer(donor), body: buildFood({ foodStatus: 'Expired' }) })

  expectBody(await del(`/deletereq/${foodId}`, { as: bearer(requester) }), 200, deleteResult)

  expect((await storedFood(foodId))?.foodStatus).toBe('Expired')
})

test('DELETE /deletereq/{id}: the donor or another user gets 403, a visitor 401, an unknown id 404; nothing changes', async () => {
  const [donor, requester, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  await post('/request', { as: bearer(requester), body: buildRequest(foodId) })
  const before = await snapshotOf(foodId)

  for (const user of [donor, other]) {
    expect(expectError(await del(`/deletereq/${foodId}`, { as: bearer(user) }), 403).error).toBe(
      apiErrors.notYourRequest,
    )
  }
  expectError(await del(`/deletereq/${foodId}`), 401)
  expectError(await del('/deletereq/NoSuchRequest00000000', { as: bearer(requester) }), 404)
  expect(await snapshotOf(foodId)).toEqual(before)
})

test('POST /request: the 31st attempt in an hour gets 429 with Retry-After, whatever X-Forwarded-For says', async () => {
  const requester = await signUpUser()
  const { limit } = RATE_LIMITS.requestFood

  const statuses: number[] = []
  for (let index = 0; index < limit; index++) {
    const headers = { 'x-forwarded-for': `203.0.113.${index}` }
    statuses.push(
      (await post('/request', { as: bearer(requester), body: buildRequest('NoSuchFood0000000000'), headers })).status,
    )
  }
  expect(new Set(statuses)).toEqual(new Set([404]))
  const response = await post('/request', {
    as: bearer(requester),
    body: buildRequest('NoSuchFood0000000000'),
    headers: { 'x-forwarded-for': '198.51.100.9' },
  })
  expect(expectError(response, 429).error).toBe(apiErrors.rateLimited)
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1)
})
