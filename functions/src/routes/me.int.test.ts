/**
 * Your data over HTTP (docs/decisions/trust.md): the export holds everything of the caller's and
 * nothing of anyone else's; deleting an account needs a recent sign-in, tells the other people,
 * leaves their records whole, and afterwards the old token and cookie get 401 everywhere.
 */
import { expect, test } from 'vitest'
import { auth } from '../store/firebase'
import { apiErrors, copy } from '../shared/copy'
import {
  blockList,
  conversationList,
  insertResult,
  messageList,
  myDataBody,
  notificationList,
  profileBody,
  queuedRequestList,
  requestList,
  successResult,
} from '../shared/responses'
import { buildFood, postFood } from '../test/builders'
import { del, get, post } from '../test/http'
import { askFor, moveTo } from '../test/pickup'
import { expectBody, expectError } from '../test/responses'
import { profileIdOf } from '../store/profiles'
import { storedFeedbackOn, storedFood, storedNaming } from '../test/stored'
import { browserKeys } from '../test/push-service'
import {
  afterSignInSecond,
  backdateAccount,
  bearer,
  forgeIdToken,
  nowSeconds,
  sessionCookieOf,
  sessionFor,
  signUpUser,
  type TestUser,
} from '../test/users'

test('GET /me/export is a JSON download of everything of the caller, and no other person’s email or name', async () => {
  const [me, other] = await Promise.all([signUpUser('exporter'), signUpUser('neighbour')])
  const myFood = await postFood(bearer(me), buildFood({ foodName: 'Exported Soup' }))
  const theirFood = await postFood(bearer(other), buildFood())
  const myAsk = await askFor(me, theirFood, { message: 'May I have some?', portions: 1 })
  const theirAsk = await askFor(other, myFood, { message: 'Hello from the neighbour' })
  await moveTo(me, theirAsk, 'Accepted')
  await post(`/request/${theirAsk}/messages`, { as: bearer(me), body: { text: 'Come at six' } })
  await post('/reports', { as: bearer(me), body: { target: { kind: 'food', id: theirFood }, reason: 'other' } })
  await moveTo(other, myAsk, 'Accepted')
  await moveTo(other, myAsk, 'Collected')
  const rate = (as: TestUser, requestId: string, comment: string) =>
    post(`/request/${requestId}/feedback`, { as: bearer(as), body: { rating: 'positive', comment } })
  expect((await rate(me, myAsk, 'Kind donor')).status).toBe(201)
  expect((await rate(other, myAsk, 'Came on time')).status).toBe(201)
  const otherProfile = await profileIdOf(other.uid)
  expect((await post('/blocks', { as: bearer(me), body: { profileId: otherProfile } })).status).toBe(201)
  const place = { near: { lat: 23.71, lng: 90.41 }, radiusKm: 3, words: ['biryani'], frequency: 'daily' }
  expectBody(await post('/alerts', { as: bearer(me), body: place }), 201, insertResult)
  expectBody(await post('/alerts', { as: bearer(other), body: { ...place, words: ['pitha'] } }), 201, insertResult)
  const subscribe = (as: TestUser, endpoint: string) =>
    post('/push-subscriptions', { as: bearer(as), body: { endpoint, expirationTime: null, keys: browserKeys().json } })
  expectBody(await subscribe(me, 'http://127.0.0.1:9/push/exporter'), 201, successResult)
  expectBody(await subscribe(other, 'http://127.0.0.1:9/push/neighbour'), 201, successResult)

  expectError(await get('/me/export'), 401)
  const response = await get('/me/export', { as: bearer(me) })
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="?foodshare-data-\d{4}-\d{2}-\d{2}\.json"?$/,
  )
  const data = expectBody(response, 200, myDataBody)
  expect(data.profile).toMatchObject({ email: me.email, name: me.displayName })
  expect(data.foods.map((food) => food._id)).toEqual([myFood])
  expect(data.requests.map((request) => request._id)).toEqual([myAsk])
  expect(data.requests[0]?.message).toBe('May I have some?')
  expect(data.messagesSent.map((message) => message.text).sort()).toEqual(['Come at six', 'May I have some?'])
  expect(data.notifications.map((event) => event.kind)).toContain('request-received')
  expect(data.reportsMade).toMatchObject([{ target: { kind: 'food', id: theirFood }, reason: 'other', status: 'open' }])
  expect(data.preferences.timeZone).toBeTruthy()
  expect(data.profile.profileId).toBe(await profileIdOf(me.uid))
  expect(data.feedbackGiven).toMatchObject([{ requestId: myAsk, rating: 'positive', comment: 'Kind donor' }])
  expect(data.feedbackReceived).toEqual({ positive: 1, negative: 0 })
  expect(data.blocks).toMatchObject([{ profileId: otherProfile }])
  expect(data.alerts).toMatchObject([{ near: place.near, radiusKm: 3, words: ['biryani'], frequency: 'daily' }])
  expect(data.pushSubscriptions).toEqual([{ endpoint: 'http://127.0.0.1:9/push/exporter' }])
  expect(response.text).not.toContain('pitha')
  expect(response.text).not.toContain('push/neighbour')
  expect(response.text).not.toContain('Came on time')
  expect(response.text).not.toContain(other.uid)
  expect(response.text).not.toContain(other.email)
  expect(response.text).not.toContain(other.displayName)
  expect(response.text).not.toContain('Hello from the neighbour')
})

test('DELETE /me needs a sign-in of the last 5 minutes (401 otherwise), and deletes nothing then', async () => {
  const user = await signUpUser()
  await backdateAccount(user, 3600)
  const stale = forgeIdToken(user, { auth_time: nowSeconds() - 6 * 60 })
  const refused = expectError(await del('/me', { as: { token: stale }, bodyless: true }), 401)
  expect(refused.error).toBe(apiErrors.recentSignInToDelete)
  expectError(await del('/me', { bodyless: true }), 401)
  expect((await auth.getUser(user.uid)).email).toBe(user.email)
})

test('DELETE /me deletes the person: the other party is told and keeps their records; the old token and cookie get 401, and nothing is findable by email', async () => {
  const [leaver, donor, requester] = await Promise.all([signUpUser('leaver'), signUpUser('donor'), signUpUser('asker')])
  // The leaver collected from the donor (a closed record the donor keeps), and waits on another food.
  const collectedFood = await postFood(bearer(donor), buildFood())
  const collected = await askFor(leaver, collectedFood, { portions: 1, message: 'Thanks in advance' })
  await moveTo(donor, collected, 'Accepted')
  await moveTo(donor, collected, 'Collected')
  const waitingFood = await postFood(bearer(donor), buildFood())
  const waiting = await askFor(leaver, waitingFood)
  // Someone waits on the leaver's own food.
  const leaversFood = await postFood(bearer(leaver), buildFood())
  const askedOfLeaver = await askFor(requester, leaversFood)
  expectBody(
    await post('/alerts', {
      as: bearer(leaver),
      body: { near: { lat: 23.7, lng: 90.4 }, radiusKm: 5, frequency: 'instant' },
    }),
    201,
    insertResult,
  )
  const leaverProfile = await profileIdOf(leaver.uid)
  expectBody(await get(`/users/${leaverProfile}`), 200, profileBody)
  // Feedback both ways on the collected pickup, and a block each way with the asker.
  const rate = (as: TestUser, comment: string) =>
    post(`/request/${collected}/feedback`, { as: bearer(as), body: { rating: 'positive', comment } })
  expect((await rate(leaver, 'Lovely dal')).status).toBe(201)
  expect((await rate(donor, 'On time')).status).toBe(201)
  const requesterProfile = await profileIdOf(requester.uid)
  expect((await post('/blocks', { as: bearer(leaver), body: { profileId: requesterProfile } })).status).toBe(201)
  expect((await post('/blocks', { as: bearer(requester), body: { profileId: leaverProfile } })).status).toBe(201)
  expect(await storedNaming('notifications', ['uid'], leaver.uid)).not.toEqual([])
  const { cookie } = await sessionFor(leaver)

  const response = await del('/me', { as: bearer(leaver), bodyless: true })
  expectBody(response, 200, successResult)
  const cleared = response.headers['set-cookie']?.find((line) => line.startsWith('__session='))
  expect(cleared).toBeDefined()
  expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()

  await afterSignInSecond(leaver)
  for (const as of [bearer(leaver), { cookie }]) {
    expectError(await get('/request', { as }), 401)
    expectError(await get('/me/export', { as }), 401)
    expectError(await del('/me', { as, bodyless: true }), 401)
  }
  await expect(auth.getUserByEmail(leaver.email)).rejects.toMatchObject({ code: 'auth/user-not-found' })
  expectError(await get(`/users/${leaverProfile}`), 404)

  // Nothing stored names them any more: no block either way, event, alert or browser; the
  // feedback they gave stays, counted for the donor, with no trace of them, not even in its id.
  expect(expectBody(await get('/blocks', { as: bearer(requester) }), 200, blockList)).toEqual([])
  for (const [collection, fields] of [
    ['blocks', ['blockerUid', 'blockedUid']],
    ['notifications', ['uid']],
    ['alerts', ['uid']],
    ['pushSubscriptions', ['uid']],
    ['feedback', ['fromUid', 'toUid']],
  ] as const) {
    expect(await storedNaming(collection, fields, leaver.uid), collection).toEqual([])
  }
  const given = await storedFeedbackOn(collected)
  expect(given.map((entry) => entry.data.comment)).toEqual(['Lovely dal'])
  expect(JSON.stringify(given)).not.toContain(leaver.uid)
  const donorProfile = expectBody(await get(`/users/${await profileIdOf(donor.uid)}`), 200, profileBody)
  expect(donorProfile.feedback).toBeNull()

  // Their food is gone, its requester told; their open request is withdrawn, its donor told.
  expect(await storedFood(leaversFood)).toBeUndefined()
  const requesterEvents = expectBody(await get('/notifications', { as: bearer(requester) }), 200, notificationList)
  expect(requesterEvents.filter((event) => event.requestId === askedOfLeaver).map((event) => event.kind)).toContain(
    'food-deleted',
  )
  const donorEvents = expectBody(await get('/notifications', { as: bearer(donor) }), 200, notificationList)
  expect(donorEvents.filter((event) => event.requestId === waiting).map((event) => event.kind)).toContain(
    'request-withdrawn',
  )

  // The donor's record of the collected pickup stays whole, without the leaver's name or email.
  const queue = expectBody(await get(`/food/${collectedFood}/requests`, { as: bearer(donor) }), 200, queuedRequestList)
  expect(queue.map((entry) => [entry._id, entry.status])).toEqual([[collected, 'Collected']])
  expect(queue[0]?.requester).toMatchObject({ name: copy.trust.deletedPerson, email: '', img: '' })
  const messages = expectBody(await get(`/request/${collected}/messages`, { as: bearer(donor) }), 200, messageList)
  expect(messages.filter((message) => message.from === 'them').map((message) => message.text)).toEqual([
    copy.trust.messageDeleted,
  ])
  const conversations = expectBody(await get('/conversations', { as: bearer(donor) }), 200, conversationList)
  expect(conversations.find((entry) => entry.requestId === collected)?.other.name).toBe(copy.trust.deletedPerson)
  const everything = JSON.stringify([queue, messages, conversations, donorEvents, requesterEvents])
  expect(everything).not.toContain(leaver.email)
  const donorsRequests = expectBody(await get('/request', { as: bearer(requester) }), 200, requestList)
  expect(JSON.stringify(donorsRequests)).not.toContain(leaver.email)
})
