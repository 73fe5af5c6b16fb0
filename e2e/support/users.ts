import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { copy } from '../../functions/src/shared/copy'
import { APP_URL, AUTH_EMULATOR_HOST } from '../../scripts/stack-config'
import { paths } from '../../web/src/config/paths'
import { see, seeToast } from './see'

/** Every journey signs up its own people, so journeys share nothing and can run in any order. */
export const TEST_PASSWORD = 'Journey-pass1'

export interface TestUser {
  uid: string
  email: string
  password: string
  displayName: string
  photoURL: string
  /** A fresh Firebase ID token, good for POST /api/jwt for the next few minutes. */
  idToken: string
}

const IDENTITY_TOOLKIT = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`

/** A unique address on a reserved domain: `<label>-<random>@e2e.test`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.test`.toLowerCase()
}

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/${method}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`Auth emulator ${method} answered ${response.status}: ${JSON.stringify(data)}`)
  return data
}

function stringField(data: Record<string, unknown>, name: string): string {
  const value = data[name]
  if (typeof value !== 'string') throw new Error(`Auth emulator answer lacks ${name}: ${JSON.stringify(data)}`)
  return value
}

/** Signs a new user up with the Auth emulator's REST API, with a display name and a photo. */
export async function signUpUser(label: string, displayName = `E2E ${label}`): Promise<TestUser> {
  const email = uniqueEmail(label)
  const created = await identityToolkit('accounts:signUp', { email, password: TEST_PASSWORD, returnSecureToken: true })
  const photoURL = `${APP_URL}/demo/marco.svg`
  const idToken = stringField(created, 'idToken')
  await identityToolkit('accounts:update', { idToken, displayName, photoUrl: photoURL })
  return {
    uid: stringField(created, 'localId'),
    email,
    password: TEST_PASSWORD,
    displayName,
    photoURL,
    idToken,
  }
}

/** Logs in through /login as a person would, and waits for the success toast. */
export async function logInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  if (new URL(page.url()).pathname !== paths.login) await page.goto(paths.login)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: copy.nav.login, exact: true }).click()
  await seeToast(page, copy.toast.loginSuccess)
}

/** The top bar's avatar for a signed-in user: the photo, with the display name as its title. */
export async function seeSignedIn(page: Page, user: Pick<TestUser, 'displayName'>): Promise<void> {
  await see(page.locator(`header [title="${user.displayName}"]`), `${user.displayName}'s photo in the top bar`)
}

/** An API session as the browser holds it: the `__session` cookie from POST /api/jwt. */
export interface ApiSession {
  user: TestUser
  cookie: string
}

export async function startApiSession(user: TestUser): Promise<ApiSession> {
  const response = await fetch(`${APP_URL}/api/jwt`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email }),
  })
  if (!response.ok) throw new Error(`POST /api/jwt answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('__session='))
  if (!cookie) throw new Error('POST /api/jwt set no __session cookie')
  return { user, cookie }
}

/** Calls the API as the session's user, JSON in and out; fails on any non-2xx answer. */
export async function callApi<T>(
  session: ApiSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${APP_URL}/api${path}`, {
    method,
    headers: { Cookie: session.cookie, ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}
