/** Requesting a food (docs/product.md, Requests) over Hosting's /api rewrite: the lifecycle and every refusal. */
import { Timestamp } from 'firebase-admin/firestore'
import { expect, test } from 'vitest'
import { apiErrors } from '../shared/copy'
import { RATE_LIMITS } from '../shared/constants'
import { daysFromNow } from '../test/dates'
import { buildFood, buildRequest, postFood, postRequest } from '../test/builders'
import { del, get, post, put } from '../test/http'
import { deleteResult, foodBody, insertResult, requestList, updateResult } from '../shared/responses'
import { expectBody, expectError } from '../test/responses'
import { requests } from '../store/requests'
import { requestsOfFood, snapshotOf, storedFood, storedRequest } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

const PRIVATE = 'private, no-store'

test('POST /request answers 201 with insertedId, stores a pending request for every portion from the food and the verified user, and leaves the food on offer', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const food = buildFood({ quantity: 4 })
  const foodId = await postFood(bearer(donor), food)

  const response = await post('/request', {
    as: bearer(requester),
    body: buildRequest(foodId, { requestedTime: '9:05:30 PM' }),
  })

  const { insertedId } = expectBody(response, 201, insertResult)
  expect(insertedId).not.toBe(foodId)
  expect(response.headers['cache-control']).toBe(PRIVATE)
  const stored = await storedRequest(insertedId)
  // toMatchObject: other features copy more of the food (its pickup point).
  expect(stored).toMatchObject({
    foodId,
    foodName: food.foodName,
    foodImg: food.foodImg,
    requestedTime: '9:05:30 PM',
    userEamil: requester.email,
    requesterUid: requester.uid,
    requester: { name: requester.displayName, email: requester.email, img: requester.photoURL },
    expireDateTime: food.expireDateTime,
    location: food.location,
    donator: { name: donor.displayName, email: donor.email },
    donatorUid: donor.uid,
    // A spec client names no portions: it asks for the whole food, and waits on the donor.
    portions: 4,
    message: '',
    status: 'Requested',
    createdAt: expect.any(Timestamp) as unknown,
    updatedAt: stored?.createdAt,
    // The key /request and /myrequest page on: creation time, then id.
    sortNewest: expect.stringMatching(new RegExp(`^\\d{15}_${insertedId}$`)) as unknown,
  })
  // Pending reserves nothing: the food stays Available, with one request waiting.
  expect(await storedFood(foodId)).toMatchObject({
    foodStatus: 'Available',
    portionsReserved: 0,
    requestsWaiting: 1,
  })
  const shown = expectBody(await get(`/food/${foodId}`, { as: bearer(donor) }), 200, foodBody)
  expect(shown).toMatchObject({ foodStatus: 'Available', portionsLeft: 4, requestsWaiting: 1 })
})

test('POST /request takes only foodId, requestedTime, portions and message from the body (mass assignment)', async () => {
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
      status: 'Collected',
      requester: { name: 'Fake', email: victim.email, img: 'https://evil.example.com/x.png' },
      updatedAt: '2000-01-01',
      portionsReserved: 4,
      requestsWaiting: 0,
    }),
  })

  const { insertedId } = expectBody(response, 201, insertResult)
  expect(insertedId).not.toBe('ChosenRequest')
  const stored = await storedRequest(insertedId)
  expect(stored).toMatchObject({
    userEamil: requester.email,
    requesterUid: requester.uid,
    requester: { name: requester.displayName, email: requester.email, img: requester.photoURL },
    status: 'Requested',
    donator: { name: donor.displayName, email: donor.email },
    donatorUid: donor.uid,
    foodName: food.foodName,
    foodImg: food.foodImg,
    location: food.location,
    expireDateTime: food.expireDateTime,
  })
  expect(stored).not.toHaveProperty('isAdmin')
  expect(stored).not.toHaveProperty('foodStatus')
  expect(stored).not.toHaveProperty('portionsReserved')
  expect(stored?.createdAt).toBeInstanceOf(Timestamp)
  expect(stored?.updatedAt).toEqual(stored?.createdAt)
  expect(await storedRequest('ChosenRequest')).toBeUndefined()
  expect(await storedFood(foodId)).toMatchObject({ foodStatus: 'Available', portionsReserved: 0, requestsWaiting: 1 })
})

test('a second open request of the same food by the same user gets 409 and changes nothing; others may still ask', async () => {
  const [donor, first, second] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 4 }))
  await postRequest(bearer(first), foodId, { portions: 1 })
  const before = await snapshotOf(foodId)

  // Another portion, the rest, or the spec's whole food: still one open request per person.
  for (const overrides of [{ portions: 1 }, { portions: 3 }, { requestedTime: '11:11' }]) {
    const response = await post('/request', { as: bearer(first), body: buildRequest(foodId, overrides) })
    expect(expectError(response, 409).error, JSON.stringify(overrides)).toBe(apiErrors.openRequestExists)
  }
  expect(await snapshotOf(foodId)).toEqual(before)

  const secondId = await postRequest(bearer(second), foodId)
  const after = await snapshotOf(foodId)
  expect(Object.keys(after.requests).sort()).toEqual([...Object.keys(before.requests), secondId].sort())
  expect(after.requests[secondId]).toMatchObject({ requesterUid: second.uid, portions: 4, status: 'Requested' })
  expect(after.food).toMatchObject({ foodStatus: 'Available', portionsReserved: 0, requestsWaiting: 2 })
})

test('requesting your own food gets 403 and stores nothing', async () => {
  const donor = await signUpUser()
  const foodId = await postFood(bearer(donor))
  const before = await snapshotOf(foodId)

  const response = await post('/request', { as: bearer(donor), body: buildRequest(foodId) })

  expect(expectError(response, 403).error).toBe(apiErrors.ownFood)
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(before.requests).toEqual({})
})

test('a food its donor marked Expired gets 409 and no request; one marked Requested stays on offer', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const expired = await postFood(bearer(donor))
  expectBody(
    await put(`/update/${expired}`, { as: bearer(donor), body: buildFood({ foodStatus: 'Expired' }) }),
    200,
    updateResult,
  )
  const before = await snapshotOf(expired)

  const response = await post('/request', { as: bearer(requester), body: buildRequest(expired) })

  expect(expectError(response, 409).error).toBe(apiErrors.expired)
  expect(await snapshotOf(expired)).toEqual(before)

  // A food is Requested when accepted requests hold every portion, not because its donor says so.
  const markedRequested = await postFood(bearer(donor))
  expectBody(
    await put(`/update/${markedRequested}`, { as: bearer(donor), body: buildFood({ foodStatus: 'Requested' }) }),
    200,
    updateResult,
  )
  expect(expectBody(await get(`/food/${markedRequested}`, { as: bearer(requester) }), 200, foodBody).foodStatus).toBe(
    'Available',
  )
  const requestId = await postRequest(bearer(requester), markedRequested)
  expect(await storedRequest(requestId)).toMatchObject({ foodId: markedRequested, status: 'Requested' })
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

test('POST /request: an unknown food 404, a visitor 401, a bad foodId, time or portions 400 naming it; nothing stored', async () => {
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
  for (const bad of [0, -1, 1.5, '2', null, 10_001]) {
    const response = await post('/request', { as: bearer(requester), body: buildRequest(foodId, { portions: bad }) })
    expect(Object.keys(expectError(response, 400).fields ?? {}), String(bad)).toEqual(['portions'])
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await requestsOfFood('NoSuchFood0000000000')).toEqual([])
})

test("GET /request lists the caller's own requests only, with the spec's fields", async () => {
  const [donor, me, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const mine = await postFood(bearer(donor), buildFood({ quantity: 3 }))
  const theirs = await postFood(bearer(donor))
  const myRequest = await postRequest(bearer(me), mine, { message: 'After six, please' })
  // Several people may wait on one food: theirs on mine too must not show in my list.
  await postRequest(bearer(other), mine)
  await postRequest(bearer(other), theirs)

  const response = await get('/request', { as: bearer(me) })

  const list = expectBody(response, 200, requestList)
  expect(list.map((item) => item._id)).toEqual([myRequest])
  expect(list[0]).toMatchObject({
    _id: myRequest,
    foodId: mine,
    userEamil: me.email,
    foodStatus: 'Requested',
    donator: { email: donor.email },
    portions: 3,
    message: 'After six, please',
    status: 'Requested',
  })
  expect(response.headers['cache-control']).toBe(PRIVATE)
  expectError(await get('/request'), 401)
})

test("GET /myrequest answers the caller's requests for their own email only", async () => {
  const [donor, me, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  const requestId = await postRequest(bearer(me), foodId)
  await postRequest(bearer(other), foodId)

  const response = await get(`/myrequest?email=${encodeURIComponent(me.email)}`, { as: bearer(me) })

  expect(expectBody(response, 200, requestList).map((item) => item._id)).toEqual([requestId])
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
  const requestId = await postRequest(bearer(me), foodId)
  // The stored copy of the date is the food's at request time; pretend that day has passed.
  await requests.doc(requestId).update({ expireDateTime: daysFromNow(-2) })

  const list = expectBody(await get('/request', { as: bearer(me) }), 200, requestList)

  expect(list[0]?.foodStatus).toBe('Expired')
})

test('DELETE /deletereq/{id} by the requester answers deletedCount 1 and takes the request out of the queue', async () => {
  const [donor, requester, next] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  const requestId = await postRequest(bearer(requester), foodId)
  const waiting = await postRequest(bearer(next), foodId)

  const response = await del(`/deletereq/${requestId}`, { as: bearer(requester) })

  expect(expectBody(response, 200, deleteResult)).toEqual({ deletedCount: 1 })
  expect(await storedRequest(requestId)).toBeUndefined()
  expect(await storedRequest(waiting)).toMatchObject({ requesterUid: next.uid, status: 'Requested' })
  expect(await storedFood(foodId)).toMatchObject({ foodStatus: 'Available', portionsReserved: 0, requestsWaiting: 1 })
  expect(expectError(await del(`/deletereq/${requestId}`, { as: bearer(requester) }), 404).error).toBe(
    apiErrors.requestNotFound,
  )
  // No open request left: the requester may ask again.
  const again = await postRequest(bearer(requester), foodId)
  expect(await storedFood(foodId)).toMatchObject({ requestsWaiting: 2 })
  expect(again).not.toBe(requestId)
})

test('DELETE /deletereq/{id} leaves a food its donor has since marked Expired as Expired', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  const requestId = await postRequest(bearer(requester), foodId)
  await put(`/update/${foodId}`, { as: bearer(donor), body: buildFood({ foodStatus: 'Expired' }) })

  expectBody(await del(`/deletereq/${requestId}`, { as: bearer(requester) }), 200, deleteResult)

  expect(await storedFood(foodId)).toMatchObject({ foodStatus: 'Expired', requestsWaiting: 0 })
  const shown = expectBody(await get(`/food/${foodId}`, { as: bearer(donor) }), 200, foodBody)
  expect(shown.foodStatus).toBe('Expired')
})

test('DELETE /deletereq/{id}: the donor or another user gets 403, a visitor 401, an unknown id 404; nothing changes', async () => {
  const [donor, requester, other] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  const requestId = await postRequest(bearer(requester), foodId)
  const before = await snapshotOf(foodId)

  for (const user of [donor, other]) {
    expect(expectError(await del(`/deletereq/${requestId}`, { as: bearer(user) }), 403).error).toBe(
      apiErrors.notYourRequest,
    )
  }
  expectError(await del(`/deletereq/${requestId}`), 401)
  expectError(await del('/deletereq/NoSuchRequest00000000', { as: bearer(requester) }), 404)
  // A request's id is no longer its food's: the food's id names no request.
  expectError(await del(`/deletereq/${foodId}`, { as: bearer(requester) }), 404)
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
