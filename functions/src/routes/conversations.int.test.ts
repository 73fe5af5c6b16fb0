/**
 * A conversation per request over Hosting's /api rewrite: who may read and write it and until
 * when, messages as plain text, the poll's ETag, paging, read marks, unread counts, the list of
 * conversations, and how it ends with its request.
 */
import { expect, test } from 'vitest'
import { RATE_LIMITS } from '../shared/constants'
import {
  conversationList,
  foodBody,
  insertResult,
  messageList,
  notificationList,
  queuedRequestList,
  successResult,
  unreadBody,
} from '../shared/responses'
import { buildFood, postFood } from '../test/builders'
import { type ApiResponse, del, get, post } from '../test/http'
import { askFor, closedDaysAgo, moveTo } from '../test/pickup'
import { expectBody, expectError } from '../test/responses'
import { messages } from '../store/conversations'
import { bearer, signUpUser, type TestUser } from '../test/users'

async function talk(message = 'Is 6 pm fine?') {
  const [donor, requester, stranger] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor), buildFood({ quantity: 3 }))
  const requestId = await askFor(requester, foodId, { portions: 1, message })
  return { donor, requester, stranger, foodId, requestId }
}

async function thread(user: TestUser, requestId: string, query = '') {
  return expectBody(await get(`/request/${requestId}/messages${query}`, { as: bearer(user) }), 200, messageList)
}

function say(user: TestUser, requestId: string, text: string, extra: Record<string, unknown> = {}) {
  return post(`/request/${requestId}/messages`, { as: bearer(user), body: { text, ...extra } })
}

async function said(user: TestUser, requestId: string, text: string): Promise<string> {
  return expectBody(await say(user, requestId, text), 201, insertResult).insertedId
}

async function unread(user: TestUser) {
  return expectBody(await get('/unread', { as: bearer(user) }), 200, unreadBody)
}

function readsOf(response: ApiResponse): number {
  return Number(/reads=(\d+)/.exec(String(response.headers['server-timing']))?.[1])
}

test('the request’s message opens the conversation; both people read it, each from their side', async () => {
  const { donor, requester, requestId } = await talk('Is 6 pm fine?')

  const asRequester = await thread(requester, requestId)
  const asDonor = await thread(donor, requestId)

  expect(asRequester).toMatchObject([{ from: 'me', text: 'Is 6 pm fine?' }])
  expect(asDonor).toMatchObject([{ from: 'them', text: 'Is 6 pm fine?' }])
  expect(Date.parse(asDonor[0]?.at ?? '')).not.toBeNaN()
})

test('a stranger is refused everywhere (403), a visitor too (401), an unknown request is 404', async () => {
  const { stranger, requestId } = await talk()
  const calls = [
    (as?: TestUser) => get(`/request/${requestId}/messages`, { as: as && bearer(as) }),
    (as?: TestUser) => post(`/request/${requestId}/messages`, { as: as && bearer(as), body: { text: 'hello' } }),
    (as?: TestUser) => post(`/request/${requestId}/read`, { as: as && bearer(as) }),
    (as?: TestUser) => post(`/request/${requestId}/confirm`, { as: as && bearer(as) }),
    (as?: TestUser) => get(`/request/${requestId}/calendar.ics`, { as: as && bearer(as) }),
  ]
  for (const call of calls) {
    expectError(await call(stranger), 403)
    expectError(await call(undefined), 401)
  }
  for (const path of ['messages', 'read', 'confirm', 'calendar.ics']) {
    const method = path === 'messages' || path === 'calendar.ics' ? get : post
    expectError(await method(`/request/unknownRequest1/${path}`, { as: bearer(stranger) }), 404)
  }
  expectError(await get('/request/bad..id/messages', { as: bearer(stranger) }), 400)
  // Nothing a stranger tried was stored.
  expect((await messages.where('requestId', '==', requestId).get()).size).toBe(1)
})

test('messages are stored and answered as text; hidden characters are removed; bad input is a 400 naming the field', async () => {
  const { donor, requester, requestId } = await talk('')
  const markup = '<img src=x onerror=alert(1)> <b>6 pm</b>\nsecond line'

  const id = await said(donor, requestId, `  ${markup}  `)
  await said(requester, requestId, 'photo.gpj\u202E\u0000.exe')
  const image = await said(requester, requestId, 'here it is')

  const seen = await thread(requester, requestId)
  expect(seen.map((message) => [message.from, message.text])).toEqual([
    ['them', markup],
    ['me', 'photo.gpj.exe'],
    ['me', 'here it is'],
  ])
  expect(seen[0]?._id).toBe(id)
  expect(seen[2]?._id).toBe(image)

  for (const [body, field] of [
    [{ text: '' }, 'text'],
    [{ text: '   \u202E ' }, 'text'],
    [{ text: 'x'.repeat(1001) }, 'text'],
    [{}, 'text'],
    [{ text: 'hi', imageUrl: 'https://images.example.com/a.png' }, 'imageUrl'],
    [{ text: 'hi', imageUrl: '/api/images/../foods' }, 'imageUrl'],
  ] as const) {
    const refused = expectError(await post(`/request/${requestId}/messages`, { as: bearer(donor), body }), 400)
    expect(refused.fields?.[field]).toBeDefined()
  }
  expect(await thread(requester, requestId)).toHaveLength(3)
  expect(
    expectBody(await say(donor, requestId, 'a photo', { imageUrl: '/api/images/abc123' }), 201, insertResult),
  ).toBeDefined()
  expect((await thread(requester, requestId)).at(-1)).toMatchObject({ imageUrl: '/api/images/abc123', from: 'them' })
})

test('a request’s message has its hidden characters removed too', async () => {
  const { requester, requestId } = await talk('At the door\u202E\u2066 please')

  expect(await thread(requester, requestId)).toMatchObject([{ text: 'At the door please' }])
})

test('a poll that finds nothing new is a 304 reading one document; a new message changes the answer', async () => {
  const { donor, requester, requestId } = await talk()
  const first = await get(`/request/${requestId}/messages`, { as: bearer(requester) })
  const etag = String(first.headers.etag)
  expect(etag).toMatch(/^"v\d+"$/)

  const unchanged = await get(`/request/${requestId}/messages`, {
    as: bearer(requester),
    headers: { 'if-none-match': etag },
  })
  expect(unchanged.status).toBe(304)
  expect(unchanged.text).toBe('')
  expect(readsOf(unchanged)).toBeLessThanOrEqual(2)

  await said(donor, requestId, 'Yes, 6 pm works')
  const changed = await get(`/request/${requestId}/messages`, {
    as: bearer(requester),
    headers: { 'if-none-match': etag },
  })
  expect(expectBody(changed, 200, messageList).at(-1)).toMatchObject({ from: 'them', text: 'Yes, 6 pm works' })
  expect(changed.headers.etag).not.toBe(etag)
})

test('reading marks the conversation: the other side sees X-Read-Up-To, and the unread counts follow', async () => {
  const { donor, requester, requestId } = await talk('First')
  const second = await said(requester, requestId, 'Second')
  expect((await unread(donor)).messages).toBe(2)
  // One message-received per conversation while unread: the second message moved it up.
  const events = expectBody(await get('/notifications', { as: bearer(donor) }), 200, notificationList)
  expect(events.filter((event) => event.kind === 'message-received' && event.requestId === requestId)).toHaveLength(1)
  const before = await get(`/request/${requestId}/messages`, { as: bearer(requester) })
  expect(before.headers['x-read-up-to']).toBeUndefined()

  // No body needed, as `fetch(url, { method: 'POST' })` sends.
  expectBody(await post(`/request/${requestId}/read`, { as: bearer(donor), bodyless: true }), 200, successResult)

  expect((await unread(donor)).messages).toBe(0)
  const after = await get(`/request/${requestId}/messages`, { as: bearer(requester) })
  expect(after.headers['x-read-up-to']).toBe(second)
  expect(after.headers.etag).not.toBe(before.headers.etag)
  const list = expectBody(await get('/conversations', { as: bearer(donor) }), 200, conversationList)
  expect(list.find((conversation) => conversation.requestId === requestId)?.unread).toBe(0)
})

test('/unread counts unread notifications from a counter, and reading them brings it to 0', async () => {
  const { donor, requestId } = await talk('')
  expect(await unread(donor)).toEqual({ messages: 0, notifications: 1 })
  const response = await get('/unread', { as: bearer(donor) })
  expect(readsOf(response)).toBeLessThanOrEqual(2)

  await post('/notifications/read', { as: bearer(donor) })

  expect(await unread(donor)).toEqual({ messages: 0, notifications: 0 })
  expect(requestId).toBeTruthy()
  expectError(await get('/unread'), 401)
})

test('60 messages an hour per person, then 429 with Retry-After; the thread pages back with Link rel="prev"', async () => {
  const { donor, requester, requestId } = await talk('')
  const { limit } = RATE_LIMITS.sendMessage
  for (let i = 1; i <= limit; i++) await said(requester, requestId, `message ${i}`)

  const refused = await say(requester, requestId, 'one too many')
  expectError(refused, 429)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

  const newest = await get(`/request/${requestId}/messages`, { as: bearer(donor) })
  const page = expectBody(newest, 200, messageList)
  expect(page).toHaveLength(50)
  expect(page[0]?.text).toBe(`message ${limit - 49}`)
  expect(page.at(-1)?.text).toBe(`message ${limit}`)
  const link = /^<([^>]+)>; rel="prev"$/.exec(String(newest.headers.link))
  expect(link?.[1]).toBe(`/api/request/${requestId}/messages?before=${page[0]?._id}`)

  const older = await get((link?.[1] ?? '').replace(/^\/api/, ''), { as: bearer(donor) })
  expect(expectBody(older, 200, messageList).map((message) => message.text)).toEqual(
    Array.from({ length: limit - 50 }, (_, i) => `message ${i + 1}`),
  )
  expect(older.headers.link).toBeUndefined()
  expectError(await get(`/request/${requestId}/messages?before=a..b`, { as: bearer(donor) }), 400)
})

test('every state move adds a system message naming its event', async () => {
  const { donor, requester, requestId } = await talk('Hi')

  await moveTo(donor, requestId, 'Accepted')
  await moveTo(donor, requestId, 'Collected')

  const seen = await thread(requester, requestId)
  expect(seen.map((message) => [message.from, message.kind])).toEqual([
    ['me', undefined],
    ['system', 'request-accepted'],
    ['system', 'request-collected'],
  ])
})

test('a declined requester still reads and writes for 7 days; after that writing is a 409', async () => {
  const { donor, requester, requestId } = await talk('Please?')
  await moveTo(donor, requestId, 'Declined')

  await said(requester, requestId, 'Maybe next time?')
  await said(donor, requestId, 'Sure')
  expect((await thread(requester, requestId)).map((message) => message.kind ?? message.text)).toEqual([
    'Please?',
    'request-declined',
    'Maybe next time?',
    'Sure',
  ])

  await closedDaysAgo(requestId, 6.9)
  await said(requester, requestId, 'Still here')
  await closedDaysAgo(requestId, 7)
  expectError(await say(requester, requestId, 'Too late'), 409)
  expectError(await say(donor, requestId, 'Too late'), 409)
  // Reading stays.
  expect((await thread(requester, requestId)).at(-1)?.text).toBe('Still here')
})

test('/conversations: the caller’s, latest activity first, the other person’s name and photo but no email', async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const firstFood = await postFood(bearer(donor), buildFood())
  const secondFood = await postFood(bearer(donor), buildFood())
  const older = await askFor(requester, firstFood, { portions: 1, message: 'first' })
  const newer = await askFor(requester, secondFood, { portions: 1, message: 'second' })
  await said(donor, older, 'answer to the first')

  const response = await get('/conversations?limit=1', { as: bearer(requester) })
  const page = expectBody(response, 200, conversationList)
  expect(page).toHaveLength(1)
  expect(page[0]).toMatchObject({
    requestId: older,
    foodId: firstFood,
    status: 'Requested',
    other: { name: donor.displayName, img: donor.photoURL },
    lastMessage: { text: 'answer to the first', from: 'them' },
    unread: 1,
  })
  expect(response.text).not.toContain(donor.email)
  expect(response.headers['x-total-count']).toBe('2')
  const next = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link))?.[1] ?? ''
  const rest = expectBody(await get(next.replace(/^\/api/, ''), { as: bearer(requester) }), 200, conversationList)
  expect(rest.map((conversation) => conversation.requestId)).toEqual([newer])

  const donorsView = expectBody(await get('/conversations', { as: bearer(donor) }), 200, conversationList)
  expect(donorsView.map((conversation) => conversation.other.name)).toEqual([
    requester.displayName,
    requester.displayName,
  ])
  expect(JSON.stringify(donorsView)).not.toContain(requester.email)
})

test("/conversations names the other person's public profile, the one their foods and requests carry", async () => {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor), buildFood())
  await askFor(requester, foodId, { portions: 1, message: 'hello' })
  const food = expectBody(await get(`/food/${foodId}`, { as: bearer(requester) }), 200, foodBody)
  const queue = expectBody(await get(`/food/${foodId}/requests`, { as: bearer(donor) }), 200, queuedRequestList)

  const requestersView = expectBody(await get('/conversations', { as: bearer(requester) }), 200, conversationList)
  const donorsView = expectBody(await get('/conversations', { as: bearer(donor) }), 200, conversationList)

  expect(requestersView[0]?.other.profileId).toBe(food.donator.profileId)
  expect(donorsView[0]?.other.profileId).toBe(queue[0]?.requester.profileId)
  expect(donorsView[0]?.other.profileId).not.toBe(requestersView[0]?.other.profileId)
})

test('withdrawing the request ends its conversation: messages gone, 404, and the donor is told so', async () => {
  const { donor, requester, requestId } = await talk('Hello')
  await said(donor, requestId, 'Hi')
  expect((await unread(requester)).messages).toBe(1)

  await del(`/deletereq/${requestId}`, { as: bearer(requester) })

  expectError(await get(`/request/${requestId}/messages`, { as: bearer(donor) }), 404)
  expectError(await say(donor, requestId, 'Are you there?'), 404)
  expect((await messages.where('requestId', '==', requestId).get()).size).toBe(0)
  const events = expectBody(await get('/notifications', { as: bearer(donor) }), 200, notificationList)
  expect(events.find((event) => event.kind === 'request-withdrawn' && event.requestId === requestId)).toMatchObject({
    conversationEnded: true,
  })
  expect((await unread(requester)).messages).toBe(0)
  expect((await unread(donor)).messages).toBe(0)
})

test('deleting the food ends the conversations of its requests, closed ones too, and tells each open one’s requester so', async () => {
  const { donor, requester, foodId, requestId } = await talk('Hello')
  const declined = await signUpUser()
  const declinedId = await askFor(declined, foodId, { portions: 1, message: 'Me too?' })
  await moveTo(donor, declinedId, 'Declined')

  await del(`/delete/${foodId}`, { as: bearer(donor) })

  for (const [user, id] of [
    [requester, requestId],
    [declined, declinedId],
  ] as const) {
    expectError(await get(`/request/${id}/messages`, { as: bearer(user) }), 404)
    expect((await messages.where('requestId', '==', id).get()).size).toBe(0)
  }
  const events = expectBody(await get('/notifications', { as: bearer(requester) }), 200, notificationList)
  expect(events.find((event) => event.kind === 'food-deleted' && event.foodId === foodId)).toMatchObject({
    requestId,
    conversationEnded: true,
  })
})
