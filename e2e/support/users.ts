/** What journeys do as a person: log in through the UI, see who is signed in, call the API with a session. */
import type { Page } from 'playwright-core'
import { copy } from '../../functions/src/shared/copy'
import { sessionFor, type TestUser } from '../../functions/src/test/users'
import { APP_URL } from '../../scripts/stack-config'
import { paths } from '../../web/src/config/paths'
import { see, seeToast } from './see'

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
  return { user, ...(await sessionFor(user)) }
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
