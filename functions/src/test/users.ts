/**
 * The one Auth-emulator client of the integration tests and the browser journeys: users made the
 * way the web makes them, through the emulator's REST API (sign-up, then the profile update),
 * never by writing to the store behind its back.
 */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { z } from 'zod'
import { SESSION_COOKIE_NAME } from '../shared/constants'
import { ageAccount } from './account-age'
import type { Credentials } from './http'
import { post } from './http'

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`
export const TEST_PASSWORD = 'Test-pass1'
/** Hosting's demo photo: any valid URL would do for the API, but a journey's browser loads it. */
const TEST_PHOTO_URL = 'http://localhost:5000/demo/marco.svg'

export interface TestUser {
  uid: string
  email: string
  password: string
  displayName: string
  photoURL: string
  /** A fresh Firebase ID token, good for POST /api/jwt for the next few minutes. */
  idToken: string
}

const tokenAnswer = z.object({ idToken: z.string().optional(), localId: z.string() })

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<z.infer<typeof tokenAnswer>> {
  const response = await fetch(`${AUTH_EMULATOR}/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  })
  const data: unknown = await response.json()
  if (!response.ok) throw new Error(`accounts:${method} failed: ${JSON.stringify(data)}`)
  return tokenAnswer.parse(data)
}

/** A unique address on a reserved domain: `<label>-<random>@foodshare.test`. */
export function uniqueEmail(label: string, tag = randomUUID().slice(0, 8)): string {
  return `${label}-${tag}@foodshare.test`.toLowerCase()
}

/**
 * A new user with a name and photo, signed in just now (so `auth_time` is fresh). Every test and
 * journey signs up its own people, so they share nothing and run in any order. The account is
 * made two days old (test/account-age.ts) unless the test is about a `newAccount`.
 */
export async function signUpUser(
  label = 'user',
  name?: string,
  { newAccount = false }: { newAccount?: boolean } = {},
): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8)
  const email = uniqueEmail(label, tag)
  const displayName = name ?? `Tester ${tag}`
  const signedUp = await identityToolkit('signUp', { email, password: TEST_PASSWORD })
  const idToken = signedUp.idToken ?? ''
  // The profile comes second, as on the register page (the sign-up token stays valid).
  await identityToolkit('update', { idToken, displayName, photoUrl: TEST_PHOTO_URL })
  if (!newAccount) await ageAccount(signedUp.localId)
  return { uid: signedUp.localId, email, password: TEST_PASSWORD, displayName, photoURL: TEST_PHOTO_URL, idToken }
}

/** Signs the user in again: a new ID token with a new `auth_time`. */
export async function signInAgain(user: TestUser): Promise<TestUser> {
  const signedIn = await identityToolkit('signInWithPassword', { email: user.email, password: user.password })
  return { ...user, idToken: signedIn.idToken ?? '' }
}

export function bearer(user: { idToken: string }): Credentials {
  return { token: user.idToken }
}

/** The `__session` cookie POST /api/jwt sets, ready for a Cookie header. */
export async function sessionFor(user: TestUser): Promise<{ cookie: string }> {
  const response = await post('/jwt', { as: bearer(user), body: { email: user.email } })
  expect(response.status).toBe(200)
  const cookie = sessionCookieOf(response.headers['set-cookie'])
  if (!cookie) throw new Error(`POST /jwt set no ${SESSION_COOKIE_NAME} cookie`)
  return { cookie }
}

/** The `name=value` of the session cookie in a Set-Cookie list, if any. */
export function sessionCookieOf(setCookie: string[] | undefined): string | undefined {
  const line = setCookie?.find((value) => value.startsWith(`${SESSION_COOKIE_NAME}=`))
  const pair = line?.split(';')[0]
  return pair === `${SESSION_COOKIE_NAME}=` ? undefined : pair
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function decodeToken(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? ''
  return z.record(z.string(), z.unknown()).parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
}

/**
 * An emulator-style (unsigned) ID token: the user's real claims with `claims` laid over them.
 * firebase-admin skips signatures only while FIREBASE_AUTH_EMULATOR_HOST is set, so these test
 * the claim checks (auth_time, aud, exp); the signature check has its own unit test.
 */
export function forgeIdToken(
  user: TestUser,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const payload = { ...decodeToken(user.idToken), ...claims }
  return `${base64url({ alg: 'none', typ: 'JWT', ...header })}.${base64url(payload)}.`
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000)

/**
 * Firebase keeps revocation times in whole seconds and treats a token issued in the same second
 * as still valid, so a test that revokes waits until the sign-in's second has passed.
 */
export async function afterSignInSecond(user: TestUser): Promise<void> {
  const authTime = Number(decodeToken(user.idToken).auth_time)
  const waitMs = (authTime + 1) * 1000 - Date.now() + 50
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
}

/**
 * Makes the account look older than it is, so a forged `auth_time` in the past is a real past
 * sign-in rather than one from before the account existed (which Firebase counts as revoked).
 */
export async function backdateAccount(user: TestUser, seconds: number): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/projects/${process.env.GCLOUD_PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, validSince: String(nowSeconds() - seconds) }),
  })
  if (!response.ok) throw new Error(`backdating ${user.uid} failed: ${await response.text()}`)
}
