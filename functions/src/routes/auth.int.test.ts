/** Sessions (docs/product.md, Accounts and sessions): who may get a cookie, and when a cookie stops working. */
import { expect, test } from 'vitest'
import { auth } from '../store/firebase'
import { apiErrors } from '../shared/copy'
import { SESSION_COOKIE_MAX_AGE_MS, SESSION_COOKIE_NAME } from '../shared/constants'
import { get, post } from '../test/http'
import { errorBody, successResult } from '../shared/responses'
import { expectBody, expectError } from '../test/responses'
import {
  afterSignInSecond,
  backdateAccount,
  bearer,
  forgeIdToken,
  nowSeconds,
  sessionCookieOf,
  sessionFor,
  signInAgain,
  signUpUser,
} from '../test/users'

test('POST /jwt trades a fresh ID token for an HttpOnly, Secure, SameSite=Strict __session cookie', async () => {
  const user = await signUpUser()

  const response = await post('/jwt', { as: bearer(user), body: { email: user.email } })

  expectBody(response, 200, successResult)
  const line = response.headers['set-cookie']?.find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? ''
  expect(line).toMatch(/; HttpOnly/)
  expect(line).toMatch(/; Secure/)
  expect(line).toMatch(/; SameSite=Strict/)
  expect(line).toMatch(/; Path=\//)
  const maxAge = Number(/Max-Age=(\d+)/.exec(line)?.[1])
  expect(maxAge).toBeGreaterThan(0)
  expect(maxAge * 1000).toBeLessThanOrEqual(SESSION_COOKIE_MAX_AGE_MS)
  expect(response.headers['cache-control']).toBe('private, no-store')
  const cookie = sessionCookieOf(response.headers['set-cookie'])
  expect(cookie).toBeDefined()
  expect((await get('/request', { as: { cookie: cookie ?? '' } })).status).toBe(200)
})

test("POST /jwt with only an email in the body (the original app's session) gets 401 and no cookie", async () => {
  const user = await signUpUser()

  const response = await post('/jwt', { body: { email: user.email } })

  expect(expectError(response, 401).error).toBe(apiErrors.unauthenticated)
  expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()
})

test("POST /jwt ignores the body email: the session is the token's user, not the one named", async () => {
  const [user, victim] = await Promise.all([signUpUser(), signUpUser()])

  const response = await post('/jwt', { as: bearer(user), body: { email: victim.email } })
  const cookie = { cookie: sessionCookieOf(response.headers['set-cookie']) ?? '' }

  expect(response.status).toBe(200)
  expect((await get(`/myrequest?email=${encodeURIComponent(user.email)}`, { as: cookie })).status).toBe(200)
  expectError(await get(`/myrequest?email=${encodeURIComponent(victim.email)}`, { as: cookie }), 403)
})

test('POST /jwt with a garbage or custom token gets 401 and no cookie', async () => {
  const user = await signUpUser()
  const customToken = await auth.createCustomToken(user.uid)

  for (const token of ['not-a-jwt', 'a.b.c', customToken, `${user.idToken}x`]) {
    const response = await post('/jwt', { as: { token } })
    expectError(response, 401)
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()
  }
})

test('POST /jwt refuses a sign-in older than 5 minutes with 401 and no cookie', async () => {
  const user = await signUpUser()
  await backdateAccount(user, 60 * 60)
  const sixMinutesAgo = nowSeconds() - 6 * 60
  const stale = forgeIdToken(user, { auth_time: sixMinutesAgo, iat: nowSeconds() - 10 })

  const response = await post('/jwt', { as: { token: stale } })

  expect(expectError(response, 401).error).toBe(apiErrors.staleSignIn)
  expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()
})

test('POST /jwt accepts a sign-in of four minutes ago (the limit is five)', async () => {
  const user = await signUpUser()
  await backdateAccount(user, 60 * 60)
  const recent = forgeIdToken(user, { auth_time: nowSeconds() - 4 * 60, iat: nowSeconds() - 10 })

  const response = await post('/jwt', { as: { token: recent } })

  expectBody(response, 200, successResult)
  expect(sessionCookieOf(response.headers['set-cookie'])).toBeDefined()
})

test('POST /jwt refuses a token for another project with 401 and no cookie', async () => {
  const user = await signUpUser()
  const tokens = [
    forgeIdToken(user, { aud: 'other-project' }),
    forgeIdToken(user, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' }),
    forgeIdToken(user, { iss: 'https://securetoken.google.com/other-project' }),
  ]

  for (const token of tokens) {
    const response = await post('/jwt', { as: { token } })
    expectError(response, 401)
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()
    expectError(await get('/request', { as: { token } }), 401)
  }
})

test('POST /jwt refuses an expired token with 401 and no cookie, and so does every protected route', async () => {
  const user = await signUpUser()
  const expired = forgeIdToken(user, { iat: nowSeconds() - 3700, exp: nowSeconds() - 100 })

  const response = await post('/jwt', { as: { token: expired } })

  expectError(response, 401)
  expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()
  expectError(await get('/request', { as: { token: expired } }), 401)
})

test("a token signed with another algorithm than the emulator's gets 401", async () => {
  const user = await signUpUser()
  const hs256 = forgeIdToken(user, {}, { alg: 'HS256' })

  expectError(await post('/jwt', { as: { token: hs256 } }), 401)
  expectError(await get('/request', { as: { token: hs256 } }), 401)
})

test('a user without an email (anonymous sign-in) gets no session and no protected data', async () => {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  )
  const { idToken } = (await response.json()) as { idToken: string }

  const jwt = await post('/jwt', { as: { token: idToken } })

  expect(expectError(jwt, 403).error).toBe(apiErrors.noEmail)
  expect(sessionCookieOf(jwt.headers['set-cookie'])).toBeUndefined()
  expectError(await get('/request', { as: { token: idToken } }), 403)
})

test('a session cookie is not a Bearer token and an ID token is not a cookie', async () => {
  const user = await signUpUser()
  const { cookie } = await sessionFor(user)
  const cookieValue = cookie.slice(`${SESSION_COOKIE_NAME}=`.length)

  expectError(await get('/request', { as: { token: cookieValue } }), 401)
  expectError(await get('/request', { as: { cookie: `${SESSION_COOKIE_NAME}=${user.idToken}` } }), 401)
  expectError(await get('/request', { as: { cookie: `session=${cookieValue}` } }), 401)
})

test("a revoked user's cookie and token get 401 on the next call", async () => {
  const user = await signUpUser()
  const session = await sessionFor(user)
  expect((await get('/request', { as: session })).status).toBe(200)
  await afterSignInSecond(user)

  await auth.revokeRefreshTokens(user.uid)

  expectError(await get('/request', { as: session }), 401)
  expectError(await get('/request', { as: bearer(user) }), 401)
})

test("a disabled user's cookie and token get 401 on the next call", async () => {
  const user = await signUpUser()
  const session = await sessionFor(user)
  expect((await get('/request', { as: session })).status).toBe(200)

  await auth.updateUser(user.uid, { disabled: true })

  expectError(await get('/request', { as: session }), 401)
  expectError(await get('/request', { as: bearer(user) }), 401)
  expectError(await post('/jwt', { as: bearer(user) }), 401)
})

test('POST /logout clears the cookie and revokes the session, so a replayed cookie gets 401', async () => {
  const user = await signUpUser()
  const session = await sessionFor(user)
  await afterSignInSecond(user)

  const response = await post('/logout', { as: session })

  expectBody(response, 200, successResult)
  const cleared = response.headers['set-cookie']?.find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=;`)) ?? ''
  expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)
  expectError(await get('/request', { as: session }), 401)
  expect((await auth.getUser(user.uid)).tokensValidAfterTime).toBeDefined()
  // Signing in again works: revocation ended that session, not the account.
  const again = await signInAgain(user)
  expect((await get('/request', { as: bearer(again) })).status).toBe(200)
})

test('POST /logout without a session answers 200 and revokes nobody', async () => {
  const user = await signUpUser()
  const session = await sessionFor(user)

  const response = await post('/logout', { as: { cookie: `${SESSION_COOKIE_NAME}=not-a-session` } })

  expectBody(response, 200, successResult)
  expect((await get('/request', { as: session })).status).toBe(200)
})

test('POST /jwt keeps a live session of the same user, even when the sign-in is old', async () => {
  const user = await signUpUser()
  const session = await sessionFor(user)
  await backdateAccount(user, 2 * 60 * 60)
  const old = forgeIdToken(user, { auth_time: nowSeconds() - 60 * 60, iat: nowSeconds() - 10 })

  const kept = await post('/jwt', { as: { token: old }, headers: { cookie: session.cookie } })

  expectBody(kept, 200, successResult)
  expect(sessionCookieOf(kept.headers['set-cookie'])).toBeUndefined()
})

test("POST /jwt with an old sign-in and another user's live cookie gets 401 and no cookie", async () => {
  const [user, other] = await Promise.all([signUpUser(), signUpUser()])
  const otherSession = await sessionFor(other)
  await backdateAccount(user, 2 * 60 * 60)
  const old = forgeIdToken(user, { auth_time: nowSeconds() - 60 * 60, iat: nowSeconds() - 10 })

  const response = await post('/jwt', { as: { token: old }, headers: { cookie: otherSession.cookie } })

  expectError(response, 401)
  expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()
})

test('GET on the session routes gets 405 with Allow: POST', async () => {
  for (const path of ['/jwt', '/logout']) {
    const response = await get(path)
    expectBody(response, 405, errorBody)
    expect(response.headers.allow).toBe('POST')
  }
})

test('credentials anywhere but the cookie or the Authorization header are ignored: 401', async () => {
  const user = await signUpUser()
  const token = encodeURIComponent(user.idToken)

  expectError(await get(`/request?idToken=${token}&access_token=${token}&email=${encodeURIComponent(user.email)}`), 401)
  expectError(
    await get(`/myrequest?email=${encodeURIComponent(user.email)}`, {
      headers: { 'x-user-email': user.email, 'x-uid': user.uid },
    }),
    401,
  )
  expectError(await post('/addfoods', { body: { idToken: user.idToken, uid: user.uid, email: user.email } }), 401)
  expectError(
    await get('/request', {
      headers: { authorization: `Basic ${Buffer.from(`${user.email}:Test-pass1`).toString('base64')}` },
    }),
    401,
  )
  expectError(await get('/request', { headers: { authorization: user.idToken } }), 401)
})

test('a method override header changes nothing: POST on a DELETE route stays 405', async () => {
  const user = await signUpUser()

  const response = await post('/delete/AnyFoodId000000000', {
    as: bearer(user),
    headers: { 'x-http-method-override': 'DELETE' },
  })

  expectBody(response, 405, errorBody)
  expect(response.headers.allow).toBe('DELETE')
})
