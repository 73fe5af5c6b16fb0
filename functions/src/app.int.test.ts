/**
 * What every route shares, over Hosting's /api rewrite: CSRF (a write from another origin is refused), body limits, 404 and
 * 405, headers and caching, malformed ids. After each refused write, the stored
 * documents are read back unchanged.
 */
import { expect, test } from 'vitest'
import { apiErrors } from './shared/copy'
import { MAX_BODY_BYTES } from './shared/constants'
import { buildFood, buildRequest, postFood, postRequest } from './test/builders'
import { type ApiResponse, call, get, HOSTING_ORIGIN, idRoutes, post } from './test/http'
import { deleteResult, errorBody, publicFoodList, successResult } from './shared/responses'
import { expectBadRequestBeforeTheApp, expectBody, expectError } from './test/responses'
import { snapshotOf, storedFoodsOf } from './test/stored'
import { afterSignInSecond, bearer, sessionFor, signUpUser, type TestUser } from './test/users'

interface RequestedFood {
  donor: TestUser
  requester: TestUser
  foodId: string
  requestId: string
}

/** A donor's food, requested by someone else: every write route has something to aim at. */
async function requestedFood(): Promise<RequestedFood> {
  const [donor, requester] = await Promise.all([signUpUser(), signUpUser()])
  const foodId = await postFood(bearer(donor))
  return { donor, requester, foodId, requestId: await postRequest(bearer(requester), foodId) }
}

/** A live session cookie for each user, by uid. */
async function sessionsByUid(...users: TestUser[]): Promise<Map<string, { cookie: string }>> {
  const sessions = new Map<string, { cookie: string }>()
  for (const user of users) sessions.set(user.uid, await sessionFor(user))
  return sessions
}

/** Every state-changing call, each as the user entitled to make it. */
function writes({ donor, requester, foodId, requestId }: RequestedFood) {
  return [
    { method: 'POST', path: '/jwt', user: donor, body: {} },
    { method: 'POST', path: '/logout', user: donor, body: {} },
    { method: 'POST', path: '/addfoods', user: donor, body: buildFood() },
    { method: 'POST', path: '/request', user: donor, body: buildRequest(foodId) },
    { method: 'PUT', path: `/update/${foodId}`, user: donor, body: buildFood({ foodName: 'Changed' }) },
    { method: 'DELETE', path: `/delete/${foodId}`, user: donor, body: {} },
    { method: 'DELETE', path: `/deletereq/${requestId}`, user: requester, body: {} },
  ] as const
}

test('a write that is not JSON gets 415, with a live session cookie, and changes nothing', async () => {
  const requested = await requestedFood()
  const { donor, requester, foodId } = requested
  const sessions = await sessionsByUid(donor, requester)
  const before = await snapshotOf(foodId)

  for (const write of writes(requested)) {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      '',
    ]) {
      const response = await call(write.method, write.path, {
        as: sessions.get(write.user.uid),
        raw: JSON.stringify(write.body),
        headers: { 'content-type': contentType },
      })
      expect(expectError(response, 415).error, `${write.method} ${write.path} ${contentType}`).toBe(
        apiErrors.unsupportedMediaType,
      )
    }
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await storedFoodsOf(donor.uid)).toHaveLength(1)
  // The sessions survived: a refused /logout revoked nothing.
  expect((await get('/request', { as: sessions.get(requester.uid) })).status).toBe(200)
})

test('a write from another Origin gets 403, with a live session cookie, and changes nothing', async () => {
  const requested = await requestedFood()
  const { donor, requester, foodId } = requested
  const sessions = await sessionsByUid(donor, requester)
  const before = await snapshotOf(foodId)

  for (const write of writes(requested)) {
    for (const origin of [
      'https://evil.example.com',
      'null',
      'http://127.0.0.1:5000.evil.example.com',
      'http://127.0.0.1:5001',
      'not a url',
    ]) {
      const response = await call(write.method, write.path, {
        as: sessions.get(write.user.uid),
        body: write.body,
        headers: { origin },
      })
      expect(expectError(response, 403).error, `${write.method} ${write.path} ${origin}`).toBe(apiErrors.crossOrigin)
    }
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await storedFoodsOf(donor.uid)).toHaveLength(1)
  expect((await get('/request', { as: sessions.get(requester.uid) })).status).toBe(200)
})

test("the spec's body-less calls work as a plain fetch sends them: no body, no Content-Type", async () => {
  const { donor, requester, foodId, requestId } = await requestedFood()
  const [donorSession, requesterSession] = [await sessionFor(donor), await sessionFor(requester)]
  const sameSite = { origin: HOSTING_ORIGIN, 'sec-fetch-site': 'same-origin' }

  const unrequest = await call('DELETE', `/deletereq/${requestId}`, {
    as: requesterSession,
    bodyless: true,
    headers: sameSite,
  })
  expect(expectBody(unrequest, 200, deleteResult)).toEqual({ deletedCount: 1 })
  const removed = await call('DELETE', `/delete/${foodId}`, { as: donorSession, bodyless: true, headers: sameSite })
  expect(expectBody(removed, 200, deleteResult)).toEqual({ deletedCount: 1 })
  expect(await snapshotOf(foodId)).toMatchObject({ food: undefined, requests: {} })
  // Revocation has second precision: a session of this very second would outlive it.
  await afterSignInSecond(donor)
  const loggedOut = await call('POST', '/logout', { as: donorSession, bodyless: true, headers: sameSite })
  expect(expectBody(loggedOut, 200, successResult)).toEqual({ success: true })
  expect((await get('/request', { as: donorSession })).status).toBe(401)
})

test('a cross-site DELETE with the cookie gets 403 and deletes nothing, body or none', async () => {
  const { donor, requester, foodId, requestId } = await requestedFood()
  const [donorSession, requesterSession] = [await sessionFor(donor), await sessionFor(requester)]
  const before = await snapshotOf(foodId)

  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example.com' },
    { 'sec-fetch-site': 'cross-site' },
  ]
  for (const headers of crossSite) {
    for (const bodyless of [true, false]) {
      const label = `${JSON.stringify(headers)} bodyless=${bodyless}`
      const deleted = await call('DELETE', `/delete/${foodId}`, { as: donorSession, bodyless, headers })
      expect(expectError(deleted, 403).error, label).toBe(apiErrors.crossOrigin)
      const unrequested = await call('DELETE', `/deletereq/${requestId}`, { as: requesterSession, bodyless, headers })
      expect(expectError(unrequested, 403).error, label).toBe(apiErrors.crossOrigin)
    }
  }
  expect(await snapshotOf(foodId)).toEqual(before)
})

test('an unsupported method gets 405 with Allow, with or without a body, never 415', async () => {
  const user = await signUpUser()
  for (const [path, allow] of [
    ['/allfoods', 'GET'],
    ['/addfoods', 'POST'],
    ['/delete/AnyFood000000000000', 'DELETE'],
  ] as const) {
    for (const options of [
      { bodyless: true },
      { raw: 'not json', headers: { 'content-type': 'text/plain' } },
      { raw: '{"a":1}', headers: { 'content-type': 'application/json' } },
    ]) {
      const response = await call('PATCH', path, { as: bearer(user), ...options })
      expect(expectError(response, 405).error, `PATCH ${path} ${JSON.stringify(options)}`).toBe(
        apiErrors.methodNotAllowed,
      )
      expect(response.headers.allow).toBe(allow)
    }
  }
})

test('a write from our own Origin goes through', async () => {
  const donor = await signUpUser()
  const session = await sessionFor(donor)

  const response = await post('/addfoods', { as: session, body: buildFood(), headers: { origin: HOSTING_ORIGIN } })

  expect(response.status).toBe(201)
})

test('GET never changes anything: on a write route it gets 405', async () => {
  const { donor, requester, foodId, requestId } = await requestedFood()
  const before = await snapshotOf(foodId)

  for (const path of [
    '/addfoods',
    `/update/${foodId}`,
    `/delete/${foodId}`,
    `/deletereq/${requestId}`,
    '/jwt',
    '/logout',
  ]) {
    for (const user of [donor, requester]) {
      expectError(await get(path, { as: bearer(user) }), 405)
    }
  }
  expect(await snapshotOf(foodId)).toEqual(before)
})

test('every path answers 405 with Allow for a method it does not serve', async () => {
  const donor = await signUpUser()
  const id = 'AnyFoodId000000000'
  const table: [string, string, string][] = [
    ['DELETE', '/allfoods', 'GET'],
    ['POST', '/foods', 'GET'],
    ['PUT', '/food', 'GET'],
    ['POST', `/food/${id}`, 'GET'],
    ['DELETE', '/posted', 'GET'],
    ['GET', '/addfoods', 'POST'],
    ['PUT', '/addfoods', 'POST'],
    ['PUT', '/request', 'GET, POST'],
    ['DELETE', '/request', 'GET, POST'],
    ['POST', '/myrequest', 'GET'],
    ['POST', `/update/${id}`, 'PUT'],
    ['PATCH', `/update/${id}`, 'PUT'],
    ['GET', `/delete/${id}`, 'DELETE'],
    ['POST', `/deletereq/${id}`, 'DELETE'],
    ['PUT', '/jwt', 'POST'],
    ['DELETE', '/logout', 'POST'],
    ['OPTIONS', '/allfoods', 'GET'],
  ]

  for (const [method, path, allow] of table) {
    const response = await call(method, path, { as: bearer(donor) })
    expect(expectBody(response, 405, errorBody).error, `${method} ${path}`).toBe(apiErrors.methodNotAllowed)
    expect(response.headers.allow, `${method} ${path}`).toBe(allow)
  }
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})

test('an unknown path under /api gets a JSON 404', async () => {
  for (const path of ['/nope', '/foods/extra/segments', '/admin', '/food/a/b']) {
    expect(expectError(await get(path), 404).error).toBe(apiErrors.notFound)
  }
})

test('a body over 64 KB gets 413 and stores nothing; just under is judged on its fields', async () => {
  const donor = await signUpUser()

  for (const size of [MAX_BODY_BYTES + 1, 1_000_000]) {
    const food = buildFood({ foodName: 'x'.repeat(size) })
    const response = await post('/addfoods', { as: bearer(donor), body: food })
    expect(expectError(response, 413).error).toBe(apiErrors.tooLarge)
  }
  const justUnder = buildFood({ foodName: 'x'.repeat(MAX_BODY_BYTES - 500) })
  expect(expectError(await post('/addfoods', { as: bearer(donor), body: justUnder }), 400).fields).toHaveProperty(
    'foodName',
  )
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})

test('malformed JSON gets 400 with no stack trace and stores nothing', async () => {
  const { donor, requester, foodId } = await requestedFood()
  const before = await snapshotOf(foodId)

  for (const raw of [
    '{',
    '{"foodName": }',
    "{'foodName': 'x'}",
    '{"a":1}}',
    '\u0000',
    'undefined',
    '{"foodName":"x",}',
  ]) {
    expectBadRequestBeforeTheApp(await post('/addfoods', { as: bearer(donor), raw }))
    expectBadRequestBeforeTheApp(await call('PUT', `/update/${foodId}`, { as: bearer(donor), raw }))
    expectBadRequestBeforeTheApp(await post('/request', { as: bearer(requester), raw }))
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await storedFoodsOf(donor.uid)).toHaveLength(1)
})

function expectApiHeaders(response: ApiResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBeDefined()
  expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/)
  const csp = String(response.headers['content-security-policy'])
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(directive)
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
}

test('every answer carries the security headers; per-user answers are private, no-store, public lists briefly cacheable', async () => {
  const { donor, requester, foodId, requestId } = await requestedFood()
  const email = encodeURIComponent(donor.email)
  const privateCalls: [string, string][] = [
    ['GET', `/food/${foodId}`],
    ['GET', `/posted?email=${email}`],
    ['GET', '/request'],
    ['GET', `/myrequest?email=${email}`],
    ['POST', '/addfoods'],
    ['PUT', `/update/${foodId}`],
    ['POST', '/jwt'],
    ['GET', '/food/NoSuchFood0000000000'],
    ['DELETE', `/deletereq/${requestId}`],
  ]

  for (const [method, path] of privateCalls) {
    const as = path.startsWith('/deletereq') ? bearer(requester) : bearer(donor)
    const body = path === '/addfoods' || path.startsWith('/update') ? buildFood() : {}
    const response = await call(method, path, { as, body })
    expect(response.status, `${method} ${path}`).toBeLessThan(500)
    expect(response.headers['cache-control'], `${method} ${path}`).toBe('private, no-store')
    expectApiHeaders(response)
  }
  for (const path of ['/request', '/food/AnyFood', '/nope']) {
    const refused = await get(path)
    expect(refused.headers['cache-control'], path).toBe('private, no-store')
    expectApiHeaders(refused)
  }
  for (const path of ['/allfoods', '/foods', '/food?searchParams=soup']) {
    const response = await get(path)
    expectBody(response, 200, publicFoodList)
    expect(response.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=10')
    expectApiHeaders(response)
  }
})

test('malformed ids never reach Firestore: 400 (unless Hosting resolved the path first), never 500, nothing touched', async () => {
  const { donor, requester, foodId } = await requestedFood()
  const before = await snapshotOf(foodId)
  const encodedSlash = ['a%2Fb', `${foodId}%2F..`, `%2Ffoods%2F${foodId}`, `foods%2F${foodId}`]
  const refusedByPattern = [
    ...encodedSlash,
    '__x__',
    `__${foodId}__`,
    'a'.repeat(1501),
    '%C3%A9'.repeat(800),
    'a%00b',
    'a.b',
    '%20',
    'a%20b',
  ]
  // The emulators' proxies resolve dot segments (also encoded ones) before our app sees the path;
  // the in-process test of createApp() shows our own answer to them: 400.
  const normalisedAway = ['.', '..', '%2E', '%2E%2E', '%2e%2e', `..%2F${foodId}`]

  for (const [method, route, user] of idRoutes(donor, requester)) {
    for (const id of refusedByPattern) {
      const response = await call(method, `${route}${id}`, { as: bearer(user), body: buildFood() })
      expect(expectError(response, 400).fields, `${method} ${route}${id.slice(0, 20)}`).toEqual({ id: 'Malformed id' })
    }
    for (const id of normalisedAway) {
      const response = await call(method, `${route}${id}`, { as: bearer(user), body: buildFood() })
      const label = `${method} ${route}${id}`
      expect(response.status, label).toBeLessThan(500)
      expect(response.text).not.toMatch(/\bat \S+ \(/)
      // `/api/x/..` resolves to `/api/`, which Hosting serves as the app's index.html; when the
      // API does answer, a write is refused (GET /food/. is GET /food: the public list).
      const fromApi = response.headers['x-request-id'] !== undefined
      if (fromApi && method !== 'GET') expect([400, 404, 405], label).toContain(response.status)
    }
  }
  expect(await snapshotOf(foodId)).toEqual(before)
  expect(await storedFoodsOf(donor.uid)).toHaveLength(1)
})

test('ids named like Object.prototype members (the Node Firestore keeps plain objects) get a quick 404, never 500', async () => {
  const { donor, requester, foodId } = await requestedFood()
  const before = await snapshotOf(foodId)

  for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'propertyIsEnumerable']) {
    expectError(await get(`/food/${id}`, { as: bearer(donor) }), 404)
    expectError(await call('PUT', `/update/${id}`, { as: bearer(donor), body: buildFood() }), 404)
    expectError(await call('DELETE', `/delete/${id}`, { as: bearer(donor) }), 404)
    expectError(await call('DELETE', `/deletereq/${id}`, { as: bearer(requester) }), 404)
    expectError(await post('/request', { as: bearer(requester), body: buildRequest(id) }), 404)
  }
  expect(await snapshotOf(foodId)).toEqual(before)
})
