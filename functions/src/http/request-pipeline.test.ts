/**
 * Session checks that the emulator cannot prove. With FIREBASE_AUTH_EMULATOR_HOST set,
 * firebase-admin accepts unsigned tokens and checks revocation whatever it is told, so here the
 * variable is gone: this is the production path. An `alg: none` token must be refused before any
 * key is fetched, and every verification must ask for the revocation check itself.
 */
import http from 'node:http'
import https from 'node:https'
import type { DecodedIdToken } from 'firebase-admin/auth'
import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { auth } from '../store/firebase'
import { AppError } from '../domain/app-error'
import { SESSION_COOKIE_MAX_AGE_MS, SESSION_RECENT_SIGN_IN_MS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import * as session from './request-pipeline'

const PROJECT = 'demo-foodshare'

/** Before any import: this file is the production path, whatever the shell exported. */
const saved = vi.hoisted(() => {
  const before = { ...process.env }
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  delete process.env.FIRESTORE_EMULATOR_HOST
  // A project id, so a refusal cannot come from a missing one instead of from the token.
  process.env.GCLOUD_PROJECT = 'demo-foodshare'
  return before
})
afterAll(() => {
  process.env = saved
})
afterEach(() => {
  vi.restoreAllMocks()
})

const seconds = () => Math.floor(Date.now() / 1000)
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A well-formed ID token for this project, signed with nothing. */
function unsignedToken(header: Record<string, unknown>): string {
  const now = seconds()
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now,
    user_id: 'mallory',
    sub: 'mallory',
    iat: now,
    exp: now + 3600,
    email: 'mallory@example.com',
    firebase: { identities: {}, sign_in_provider: 'password' },
  }
  return `${encode({ typ: 'JWT', ...header })}.${encode(payload)}.`
}

/** Fails the test if anything tries the network (key fetch, user lookup). */
function forbidNetwork() {
  const refuse = () => {
    throw new Error('network call attempted')
  }
  return [
    vi.spyOn(https, 'request').mockImplementation(refuse),
    vi.spyOn(http, 'request').mockImplementation(refuse),
    vi.spyOn(globalThis, 'fetch').mockImplementation(refuse),
  ]
}

test('an alg:none ID token is refused with 401 in production, before any key is fetched', async () => {
  const network = forbidNetwork()

  for (const header of [{ alg: 'none' }, { alg: 'none', kid: 'any-key-id' }, { alg: 'HS256', kid: 'any-key-id' }]) {
    const token = unsignedToken(header)
    // firebase-admin's own reason: the header, checked before the signature and its keys.
    await expect(auth.verifyIdToken(token, true)).rejects.toThrow(/incorrect algorithm|no "kid" claim/)
    await expect(session.userFromIdToken(token)).rejects.toEqual(
      new AppError('unauthenticated', apiErrors.unauthenticated),
    )
  }
  for (const spy of network) expect(spy).not.toHaveBeenCalled()
})

test('an alg:none session cookie and an alg:none token at POST /jwt are refused with 401, without the network', async () => {
  const network = forbidNetwork()

  const token = unsignedToken({ alg: 'none', kid: 'any-key-id' })
  await expect(session.userFromSessionCookie(token)).rejects.toEqual(
    new AppError('unauthenticated', apiErrors.unauthenticated),
  )
  await expect(session.startSession(token, new Date())).rejects.toEqual(
    new AppError('unauthenticated', apiErrors.unauthenticated),
  )
  for (const spy of network) expect(spy).not.toHaveBeenCalled()
})

function decoded(overrides: Partial<DecodedIdToken> = {}): DecodedIdToken {
  const now = seconds()
  return {
    aud: PROJECT,
    auth_time: now,
    exp: now + 3600,
    iat: now,
    iss: `https://securetoken.google.com/${PROJECT}`,
    sub: 'alice',
    uid: 'alice',
    email: 'alice@example.com',
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  }
}

test('revocation checking is on: every verification asks firebase-admin for it', async () => {
  expect(session.CHECK_REVOKED).toBe(true)
  const verifyIdToken = vi.spyOn(auth, 'verifyIdToken').mockResolvedValue(decoded())
  const verifySessionCookie = vi.spyOn(auth, 'verifySessionCookie').mockResolvedValue(decoded())
  vi.spyOn(auth, 'createSessionCookie').mockResolvedValue('cookie')
  vi.spyOn(auth, 'revokeRefreshTokens').mockResolvedValue(undefined)

  await session.userFromIdToken('token')
  await session.userFromSessionCookie('cookie')
  await session.startSession('token', new Date())
  await session.isSessionOf('cookie', 'token')
  await session.endSession('cookie')

  expect(verifyIdToken.mock.calls.length).toBeGreaterThanOrEqual(3)
  for (const call of verifyIdToken.mock.calls) expect(call[1]).toBe(true)
  expect(verifySessionCookie.mock.calls.length).toBeGreaterThanOrEqual(3)
  for (const call of verifySessionCookie.mock.calls) expect(call[1]).toBe(true)
})

test('a session starts only from a sign-in of the last five minutes, and lasts at most 14 days', async () => {
  const now = new Date()
  const createSessionCookie = vi.spyOn(auth, 'createSessionCookie').mockResolvedValue('cookie')
  const tooOld = Math.floor((now.getTime() - SESSION_RECENT_SIGN_IN_MS) / 1000) - 1
  vi.spyOn(auth, 'verifyIdToken').mockResolvedValueOnce(decoded({ auth_time: tooOld }))

  await expect(session.startSession('token', now)).rejects.toEqual(
    new AppError('unauthenticated', apiErrors.staleSignIn),
  )
  expect(createSessionCookie).not.toHaveBeenCalled()

  const recent = Math.floor((now.getTime() - SESSION_RECENT_SIGN_IN_MS) / 1000) + 5
  vi.spyOn(auth, 'verifyIdToken').mockResolvedValueOnce(decoded({ auth_time: recent }))
  await expect(session.startSession('token', now)).resolves.toBe('cookie')
  expect(createSessionCookie).toHaveBeenCalledWith('token', { expiresIn: SESSION_COOKIE_MAX_AGE_MS })
})

test('a verified user without an email gets 403, and any verification failure 401', async () => {
  vi.spyOn(auth, 'verifyIdToken').mockResolvedValueOnce(decoded({ email: undefined }))
  await expect(session.userFromIdToken('token')).rejects.toEqual(new AppError('forbidden', apiErrors.noEmail))

  vi.spyOn(auth, 'verifyIdToken').mockRejectedValueOnce(
    Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' }),
  )
  await expect(session.userFromIdToken('token')).rejects.toEqual(
    new AppError('unauthenticated', apiErrors.unauthenticated),
  )
})

// The one cookie we read, `__session`, out of a Cookie header.

test('reads the named cookie among others', () => {
  expect(session.readCookie('a=1; __session=abc.def; b=2', '__session')).toBe('abc.def')
  expect(session.readCookie('__session=abc', '__session')).toBe('abc')
  expect(session.readCookie('  __session = abc  ', '__session')).toBe('abc')
})

test('decodes a percent-encoded value, and keeps = signs inside it', () => {
  expect(session.readCookie('__session=a%3Db%20c', '__session')).toBe('a=b c')
  expect(session.readCookie('__session=a=b==', '__session')).toBe('a=b==')
})

test('takes the first of two cookies with the name', () => {
  expect(session.readCookie('__session=first; __session=second', '__session')).toBe('first')
})

test('answers nothing for a missing header, a missing cookie or a look-alike name', () => {
  expect(session.readCookie(undefined, '__session')).toBeUndefined()
  expect(session.readCookie('', '__session')).toBeUndefined()
  expect(session.readCookie('session=abc; __session_x=abc; x__session=abc', '__session')).toBeUndefined()
  expect(session.readCookie('__session', '__session')).toBeUndefined()
})

test('an undecodable value is no cookie at all', () => {
  expect(session.readCookie('__session=%E0%A4%A', '__session')).toBeUndefined()
})

// A bad credential is a 401, which signs the person out; Auth failing to answer is not.

test('a credential Auth refuses is unauthenticated', async () => {
  const refused = Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' })
  vi.spyOn(auth, 'verifyIdToken').mockRejectedValue(refused)
  vi.spyOn(auth, 'verifySessionCookie').mockRejectedValue(refused)

  await expect(session.userFromIdToken('token')).rejects.toMatchObject({ kind: 'unauthenticated' })
  await expect(session.userFromSessionCookie('cookie')).rejects.toMatchObject({ kind: 'unauthenticated' })
})

test('Auth failing to answer is unavailable, with a time to retry, never unauthenticated', async () => {
  for (const code of ['auth/internal-error', 'app/network-error', 'app/network-timeout']) {
    const down = Object.assign(new Error('Auth did not answer'), { code })
    vi.spyOn(auth, 'verifyIdToken').mockRejectedValue(down)
    vi.spyOn(auth, 'verifySessionCookie').mockRejectedValue(down)

    const expected = { kind: 'unavailable', message: apiErrors.unavailable, headers: { 'Retry-After': '5' } }
    await expect(session.userFromIdToken('token')).rejects.toMatchObject(expected)
    await expect(session.userFromSessionCookie('cookie')).rejects.toMatchObject(expected)
  }
})
