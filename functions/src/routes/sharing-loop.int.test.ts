/**
 * The sharing loop (docs/decisions/sharing-loop.md) over Hosting's /api rewrite: portions, the donor's queue, the moves
 * a request makes, withdrawal, notifications and the impact figures. Races are in
 * services/portions.race.int.test.ts.
 */
import { expect, test } from 'vitest'
import { ASK_AGAIN_AFTER_DECLINE_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { MAX_REQUEST_MESSAGE, type NotificationKind, type RequestStatus } from '../shared/request-status'
import {
  deleteResult,
  foodBody,
  foodList,
  insertResult,
  markedRead,
  notificationList,
  publicFoodList,
  queuedRequestBody,
  queuedRequestList,
  requestList,
  statsBody,
} from '../shared/responses'
import { buildFood, buildRequest, postFood } from '../test/builders'
import { daysFromNow } from '../test/dates'
import { type Credentials, del, get, patch, post, put } from '../test/http'
import { expectBody, expectError } from '../test/responses'
import { backdateRequest, requestsOfFood, storedFood, storedRequest } from '../test/stored'
import { PROFILE_ID } from '../test/profiles'
import { bearer, signUpUser, type TestUser } from '../test/users'

async function ask(user: TestUser, foodId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await post('/request', { as: bearer(user), body: buildRequest(foodId, extra) })
  return expectBody(response, 201, insertResult).insertedId
}

function move(as: Credentials, requestId: string, status: RequestStatus, portions?: unknown) {
  return patch(`/request/${requestId}`, { as, body: portions === undefined ? { status } : { status, portions } })
}

async function moved(donor: TestUser, requestId: string, status: RequestStatus, portions?: number) {
  return expectBody(await move(bearer(donor), requestId, status, portions), 200, queuedRequestBody)
}

async function foodAsSeenBy(user: TestUser, foodId: string) {
  return expectBody(await get(`/food/${foodId}`, { as: bearer(user) }), 200, foodBody)
}

async function queueOf(donor: TestUser, foodId: string) {
  return expectBody(await get(`/food/${foodId}/requests`, { as: bearer(donor) }), 200, queuedRequestList)
}

async function requestsOf(user: TestUser) {
  return expectBody(await get('/request', { as: bearer(user) }), 200, requestList)
}

async function kindsFor(user: TestUser, foodId: string): Promise<NotificationKind[]> {
  const events = expectBody(await get('/notifications', { as: bearer(user) }), 200, notificationList)
  return events.filter((event) => event.foodId === foodId).map((event) => event.kind)
}

async function signUpThree() {
  const [donor, first, second] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  return { donor, first, second }
}

test('a food answers portionsLeft; several people ask, each reserving nothing until the donor accepts', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 6 }))

  const firstAsk = await ask(first, foodId, { portions: 2, message: 'After 6 pm, <b>please</b>' })
  const secondAsk = await ask(second, foodId, { portions: 3 })

  const food = await foodAsSeenBy(first, foodId)
  expect(food).toMatchObject({ quantity: 6, portionsLeft: 6, requestsWaiting: 2, foodStatus: 'Available' })
  expect(await storedRequest(firstAsk)).toMatchObject({
    portions: 2,
    message: 'After 6 pm, <b>please</b>',
    status: 'Requested',
    requesterUid: first.uid,
  })
  const mine = await requestsOf(second)
  expect(mine.find((request) => request._id === secondAsk)).toMatchObject({
    foodId,
    portions: 3,
    message: '',
    status: 'Requested',
  })
})

test('a request without portions asks for every portion still free, as a spec client means', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 5 }))
  await moved(donor, await ask(first, foodId, { portions: 2 }), 'Accepted')

  const whole = await ask(second, foodId)

  expect(await storedRequest(whole)).toMatchObject({ portions: 3, message: '', status: 'Requested' })
})

test('asking is refused with nothing changed: a second open request, the donor, over the portions left, a long message, an expired or fully reserved food', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 3 }))
  await ask(first, foodId, { portions: 1 })
  const before = { food: await storedFood(foodId), requests: await requestsOfFood(foodId) }

  expect(expectError(await post('/request', { as: bearer(first), body: buildRequest(foodId) }), 409).error).toBe(
    apiErrors.openRequestExists,
  )
  expect(expectError(await post('/request', { as: bearer(donor), body: buildRequest(foodId) }), 403).error).toBe(
    apiErrors.ownFood,
  )
  const tooMany = expectError(
    await post('/request', { as: bearer(second), body: buildRequest(foodId, { portions: 4 }) }),
    400,
  )
  expect(tooMany.fields?.portions).toMatch(/at most 3/)
  for (const portions of [0, -1, 1.5, '2']) {
    expectError(await post('/request', { as: bearer(second), body: buildRequest(foodId, { portions }) }), 400)
  }
  const long = 'x'.repeat(MAX_REQUEST_MESSAGE + 1)
  expect(
    expectError(await post('/request', { as: bearer(second), body: buildRequest(foodId, { message: long }) }), 400)
      .fields?.message,
  ).toBeDefined()

  expect({ food: await storedFood(foodId), requests: await requestsOfFood(foodId) }).toEqual(before)
  expect(await kindsFor(donor, foodId)).toEqual(['request-received'])

  const expiredId = await postFood(bearer(donor), buildFood())
  await put(`/update/${expiredId}`, {
    as: bearer(donor),
    // Two days back: a food is good until noon UTC after its day, so yesterday's may still be good.
    body: buildFood({ expireDateTime: daysFromNow(-2) }),
  })
  expect(expectError(await post('/request', { as: bearer(second), body: buildRequest(expiredId) }), 409).error).toBe(
    apiErrors.expired,
  )

  const singleId = await postFood(bearer(donor), buildFood({ quantity: 1 }))
  await moved(donor, await ask(first, singleId), 'Accepted')
  expect(expectError(await post('/request', { as: bearer(second), body: buildRequest(singleId) }), 409).error).toBe(
    apiErrors.noPortionsLeft,
  )
  expect(await requestsOfFood(singleId)).toHaveLength(1)
})

test('the queue is the donor’s: newest first with who asked, 403 for anyone else, 401 without a user', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 4 }))
  const older = await ask(first, foodId, { portions: 1, message: 'Hi!' })
  const newer = await ask(second, foodId, { portions: 2 })

  const queue = await queueOf(donor, foodId)

  expect(queue.map((request) => request._id)).toEqual([newer, older])
  expect(queue[1]).toEqual({
    _id: older,
    foodId,
    portions: 1,
    message: 'Hi!',
    requestedTime: '10:30:15 AM',
    status: 'Requested',
    requester: {
      name: first.displayName,
      email: first.email,
      img: first.photoURL,
      profileId: expect.stringMatching(PROFILE_ID) as unknown,
    },
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
  })
  expect(expectError(await get(`/food/${foodId}/requests`, { as: bearer(first) }), 403).error).toBe(
    apiErrors.notYourFood,
  )
  expectError(await get(`/food/${foodId}/requests`), 401)
  expectError(await get('/food/NoSuchFood123/requests', { as: bearer(donor) }), 404)
  expectError(await post(`/food/${foodId}/requests`, { as: bearer(donor) }), 405)
})

test('the donor accepts, declines, then marks a pickup Collected or a No-show; the food’s portions follow', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 6 }))
  const firstAsk = await ask(first, foodId, { portions: 2 })
  const secondAsk = await ask(second, foodId, { portions: 3 })

  expect(await moved(donor, firstAsk, 'Accepted')).toMatchObject({ _id: firstAsk, status: 'Accepted', portions: 2 })
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({ portionsLeft: 4, requestsWaiting: 1 })
  // The requester's row says both: their request Accepted, and the food, with 4 left, still Available.
  expect((await requestsOf(first)).find((request) => request._id === firstAsk)).toMatchObject({
    status: 'Accepted',
    foodStatus: 'Requested',
    foodStatusNow: 'Available',
  })
  expect(await moved(donor, secondAsk, 'Declined')).toMatchObject({ status: 'Declined' })
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({ portionsLeft: 4, requestsWaiting: 0 })

  await moved(donor, firstAsk, 'Collected')
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({ portionsLeft: 4, foodStatus: 'Available' })
  expect(await kindsFor(first, foodId)).toEqual(['pickup-collected', 'request-accepted'])
  expect((await requestsOf(first)).find((request) => request._id === firstAsk)?.status).toBe('Collected')
  expect((await requestsOf(second)).find((request) => request._id === secondAsk)?.status).toBe('Declined')

  // A collected requester may ask again; a no-show frees what was reserved.
  const again = await ask(first, foodId, { portions: 4 })
  await moved(donor, again, 'Accepted')
  expect(await foodAsSeenBy(first, foodId)).toMatchObject({ portionsLeft: 0, foodStatus: 'Requested' })
  await moved(donor, again, 'No-show')
  expect(await foodAsSeenBy(first, foodId)).toMatchObject({ portionsLeft: 4, foodStatus: 'Available' })
})

test('a move the loop does not allow is 409, anyone but the donor 403, an unknown id 404, a bad body 400; none changes anything', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 3 }))
  const big = await ask(first, foodId, { portions: 3 })
  const small = await ask(second, foodId, { portions: 1 })
  await moved(donor, small, 'Accepted')
  const before = { food: await storedFood(foodId), requests: await requestsOfFood(foodId) }

  // Three portions asked, two left.
  expect(expectError(await move(bearer(donor), big, 'Accepted'), 409).error).toBe(apiErrors.notEnoughPortions)
  for (const status of ['Collected', 'No-show', 'Requested'] as const) {
    expect(expectError(await move(bearer(donor), big, status), 409).error).toBe(apiErrors.impossibleMove)
  }
  for (const status of ['Accepted', 'Declined', 'Requested'] as const) {
    expectError(await move(bearer(donor), small, status), 409)
  }
  expect(expectError(await move(bearer(first), big, 'Accepted'), 403).error).toBe(apiErrors.notYourMove)
  expect(expectError(await move(bearer(second), small, 'Collected'), 403).error).toBe(apiErrors.notYourMove)
  expectError(await move(undefined, big, 'Accepted'), 401)
  expectError(await move(bearer(donor), 'NoSuchRequest1', 'Accepted'), 404)
  for (const body of [{ status: 'Eaten' }, {}, { status: 1 }]) {
    expect(expectError(await patch(`/request/${big}`, { as: bearer(donor), body }), 400).fields?.status).toBeDefined()
  }

  expect({ food: await storedFood(foodId), requests: await requestsOfFood(foodId) }).toEqual(before)
})

test('the donor accepts fewer portions than asked: the request holds those, and the requester is told how many were kept', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 6 }))
  const five = await ask(first, foodId, { portions: 5 })
  await moved(donor, await ask(second, foodId, { portions: 4 }), 'Accepted')

  const accepted = await moved(donor, five, 'Accepted', 2)

  expect(accepted).toMatchObject({ _id: five, status: 'Accepted', portions: 2 })
  expect(await storedRequest(five)).toMatchObject({ status: 'Accepted', portions: 2 })
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({
    portionsLeft: 0,
    requestsWaiting: 0,
    foodStatus: 'Requested',
  })
  expect((await requestsOf(first)).find((request) => request._id === five)).toMatchObject({ portions: 2 })
  const told = expectBody(await get('/notifications', { as: bearer(first) }), 200, notificationList)
  expect(told.find((event) => event.foodId === foodId)).toMatchObject({
    kind: 'request-accepted',
    portions: 2,
    portionsAsked: 5,
  })
  const donors = expectBody(await get('/notifications', { as: bearer(donor) }), 200, notificationList)
  // The donor is told who asked, and for how much.
  expect(donors.filter((event) => event.foodId === foodId).map(({ who, portions }) => ({ who, portions }))).toEqual([
    { who: second.displayName, portions: 4 },
    { who: first.displayName, portions: 5 },
  ])

  // The portions kept are freed by a no-show, exactly, and the requester is told.
  await moved(donor, five, 'No-show')
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({ portionsLeft: 2 })
  expect(await kindsFor(first, foodId)).toEqual(['pickup-no-show', 'request-accepted'])
})

test('portions on a move: more than asked or left, or on anything but an accept, is a 400 naming portions; nothing changes', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 4 }))
  await moved(donor, await ask(second, foodId, { portions: 1 }), 'Accepted')
  const two = await ask(first, foodId, { portions: 2 })
  const before = { food: await storedFood(foodId), requests: await requestsOfFood(foodId) }

  expect(expectError(await move(bearer(donor), two, 'Accepted', 3), 400).fields?.portions).toBe(
    'Portions must be at most 2, the portions asked for',
  )
  expect(expectError(await move(bearer(donor), two, 'Declined', 1), 400).fields?.portions).toBe(
    'Portions can be set only when accepting a request',
  )
  for (const portions of [0, -1, 1.5, '1', null]) {
    expect(expectError(await move(bearer(donor), two, 'Accepted', portions), 400).fields?.portions).toBeDefined()
  }
  expect({ food: await storedFood(foodId), requests: await requestsOfFood(foodId) }).toEqual(before)

  const third = await signUpUser()
  const big = await ask(third, foodId, { portions: 3 })
  await moved(donor, two, 'Accepted')
  expect(expectError(await move(bearer(donor), big, 'Accepted', 2), 400).fields?.portions).toBe(
    'Portions must be at most 1, the portions left',
  )
  expect(await moved(donor, big, 'Accepted', 1)).toMatchObject({ portions: 1 })
})

test('a declined requester cannot ask for the same food again for 24 hours (409); others can, and so can they after', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 4 }))
  const otherFoodId = await postFood(bearer(donor), buildFood({ quantity: 4 }))
  const declined = await ask(first, foodId, { portions: 1 })
  await moved(donor, declined, 'Declined')
  const before = { food: await storedFood(foodId), requests: await requestsOfFood(foodId) }

  const again = await post('/request', { as: bearer(first), body: buildRequest(foodId, { portions: 1 }) })

  expect(expectError(again, 409).error).toBe(apiErrors.declinedRecently)
  expect({ food: await storedFood(foodId), requests: await requestsOfFood(foodId) }).toEqual(before)
  await ask(second, foodId, { portions: 1 })
  await ask(first, otherFoodId, { portions: 1 })

  await backdateRequest(declined, ASK_AGAIN_AFTER_DECLINE_MS + 60_000)
  expect(await storedRequest(await ask(first, foodId, { portions: 1 }))).toMatchObject({ status: 'Requested' })
})

test('withdrawing frees what the request held and tells the donor; a Collected request stays (409)', async () => {
  const { donor, first, second } = await signUpThree()
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 4 }))
  const accepted = await ask(first, foodId, { portions: 3 })
  const waiting = await ask(second, foodId, { portions: 1 })
  await moved(donor, accepted, 'Accepted')

  expectBody(await del(`/deletereq/${accepted}`, { as: bearer(first), bodyless: true }), 200, deleteResult)
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({ portionsLeft: 4, requestsWaiting: 1 })
  expectBody(await del(`/deletereq/${waiting}`, { as: bearer(second), bodyless: true }), 200, deleteResult)
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({ portionsLeft: 4, requestsWaiting: 0 })
  expect(await kindsFor(donor, foodId)).toEqual([
    'request-withdrawn',
    'request-withdrawn',
    'request-received',
    'request-received',
  ])

  const collected = await ask(second, foodId, { portions: 2 })
  await moved(donor, collected, 'Accepted')
  await moved(donor, collected, 'Collected')
  expect(expectError(await del(`/deletereq/${collected}`, { as: bearer(second), bodyless: true }), 409).error).toBe(
    apiErrors.collectedStays,
  )
  expect(await storedRequest(collected)).toMatchObject({ status: 'Collected' })
})

test('an edit may not lower the quantity below the portions reserved', async () => {
  const { donor, first } = await signUpThree()
  const food = buildFood({ quantity: 5 })
  const foodId = await postFood(bearer(donor), food)
  await moved(donor, await ask(first, foodId, { portions: 3 }), 'Accepted')

  const refused = await put(`/update/${foodId}`, { as: bearer(donor), body: { ...food, quantity: 2 } })

  expect(expectError(refused, 400).fields?.quantity).toBe(apiErrors.quantityBelowReserved)
  expect(await storedFood(foodId)).toMatchObject({ quantity: 5, portionsReserved: 3 })
  expect((await put(`/update/${foodId}`, { as: bearer(donor), body: { ...food, quantity: 3 } })).status).toBe(200)
  expect(await foodAsSeenBy(donor, foodId)).toMatchObject({ quantity: 3, portionsLeft: 0, foodStatus: 'Requested' })
})

test('a food whose every portion is collected leaves the public lists and search, and stays in the donor’s /posted', async () => {
  const { donor, first, second } = await signUpThree()
  const food = buildFood({ quantity: 3 })
  const foodId = await postFood(bearer(donor), food)
  const word = food.foodName.split(' ').at(-1) ?? ''
  const searched = async () =>
    expectBody(await get(`/food?searchParams=${word}`), 200, publicFoodList).map((item) => item._id)
  const one = await ask(first, foodId, { portions: 1 })
  const two = await ask(second, foodId, { portions: 2 })
  for (const id of [one, two]) await moved(donor, id, 'Accepted')
  await moved(donor, one, 'Collected')
  expect(await searched()).toEqual([foodId])

  await moved(donor, two, 'Collected')

  expect(await searched()).toEqual([])
  const everyone = expectBody(await get('/allfoods?limit=50'), 200, publicFoodList)
  expect(everyone.map((item) => item._id)).not.toContain(foodId)
  const posted = expectBody(await get(`/posted?email=${donor.email}`, { as: bearer(donor) }), 200, foodList)
  expect(posted.find((item) => item._id === foodId)).toMatchObject({ portionsLeft: 0, foodStatus: 'Requested' })
})

test('notifications: each person’s events, newest first, marked read together; refused changes write none', async () => {
  const { donor, first, second } = await signUpThree()
  const food = buildFood({ quantity: 2 })
  const foodId = await postFood(bearer(donor), food)
  const accepted = await ask(first, foodId, { portions: 1 })
  const declined = await ask(second, foodId, { portions: 1 })
  await moved(donor, accepted, 'Accepted')
  await moved(donor, declined, 'Declined')
  await move(bearer(donor), declined, 'Accepted') // refused: 409

  expect(await kindsFor(donor, foodId)).toEqual(['request-received', 'request-received'])
  expect(await kindsFor(first, foodId)).toEqual(['request-accepted'])
  expect(await kindsFor(second, foodId)).toEqual(['request-declined'])
  const [event] = expectBody(await get('/notifications', { as: bearer(first) }), 200, notificationList)
  expect(event).toMatchObject({ kind: 'request-accepted', foodId, foodName: food.foodName, read: false })

  expect(expectBody(await post('/notifications/read', { as: bearer(first) }), 200, markedRead)).toEqual({
    modifiedCount: 1,
  })
  const after = expectBody(await get('/notifications', { as: bearer(first) }), 200, notificationList)
  expect(after.every((item) => item.read)).toBe(true)
  // The donor's stay unread: marking is per person.
  const donors = expectBody(await get('/notifications', { as: bearer(donor) }), 200, notificationList)
  expect(donors.some((item) => !item.read)).toBe(true)
  expectError(await get('/notifications'), 401)
  expectError(await post('/notifications/read'), 401)

  // Deleting the food tells the one whose request was still open.
  await del(`/delete/${foodId}`, { as: bearer(donor), bodyless: true })
  expect(await kindsFor(first, foodId)).toEqual(['food-deleted', 'request-accepted'])
  expect(await kindsFor(second, foodId)).toEqual(['request-declined'])
  expect(await storedRequest(accepted)).toBeUndefined()
  expect(await storedRequest(declined)).toMatchObject({ status: 'Declined' })
})

test('GET /stats is public, cacheable for a minute, and counts foods, collected portions and donors', async () => {
  const { donor, first } = await signUpThree()
  const before = expectBody(await get('/stats'), 200, statsBody)
  expect((await get('/stats')).headers['cache-control']).toBe('public, max-age=60, s-maxage=60')

  const foodId = await postFood(bearer(donor), buildFood({ quantity: 4 }))
  await postFood(bearer(donor), buildFood())
  const request = await ask(first, foodId, { portions: 3 })
  await moved(donor, request, 'Accepted')
  await moved(donor, request, 'Collected')

  // Other test files post and collect meanwhile: at least our share was added.
  const after = expectBody(await get('/stats'), 200, statsBody)
  expect(after.foodsPosted - before.foodsPosted).toBeGreaterThanOrEqual(2)
  expect(after.portionsCollected - before.portionsCollected).toBeGreaterThanOrEqual(3)
  expect(after.donors - before.donors).toBeGreaterThanOrEqual(1)
  expect((await get('/stats?x=1', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(200)
  expectError(await post('/stats', { as: bearer(donor) }), 405)
})
