import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useEffect, useState } from 'react'
import { expect, test } from 'vitest'
import { apiUrl, server } from '../../test/msw'
import { useSession } from './session-context'
import { SessionProvider } from './session-provider'

/**
 * The real Firebase Auth SDK talks to the Auth emulator's REST API (web/.env); MSW answers for
 * it, so these tests cover the provider, the reactfire bridge and the session calls together.
 */
const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1'

/** `accounts:lookup` would read as a path parameter, so the colon is escaped. */
function emulatorPath(method: string): string {
  return `${EMULATOR}/accounts\\:${method}`
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

/** An unsigned ID token, as the emulator mints them. */
function idToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    iss: 'https://securetoken.google.com/demo-foodshare',
    aud: 'demo-foodshare',
    sub: uid,
    user_id: uid,
    email,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'password' },
  }
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
}

function emulatorAccount(uid: string, email: string, displayName: string) {
  const token = idToken(uid, email)
  return [
    http.post(emulatorPath('signInWithPassword'), () =>
      HttpResponse.json({
        kind: 'identitytoolkit#VerifyPasswordResponse',
        localId: uid,
        email,
        displayName,
        idToken: token,
        refreshToken: 'refresh',
        expiresIn: '3600',
        registered: true,
      }),
    ),
    http.post(emulatorPath('lookup'), () =>
      HttpResponse.json({
        users: [
          {
            localId: uid,
            email,
            displayName,
            emailVerified: false,
            providerUserInfo: [{ providerId: 'password', email, rawId: email }],
            lastLoginAt: String(Date.now()),
            createdAt: String(Date.now()),
          },
        ],
      }),
    ),
  ] as const
}

function Probe() {
  const session = useSession()
  const [outcome, setOutcome] = useState('')
  return (
    <div>
      <p>{outcome}</p>
      <p>{session.loading ? 'loading' : 'settled'}</p>
      <p>{session.user?.email ?? 'nobody'}</p>
      <button
        onClick={() =>
          void session.signIn('marco@example.com', 'Secret1').then(
            () => setOutcome('signed in'),
            (error: unknown) => setOutcome(String(error)),
          )
        }
      >
        sign in
      </button>
      <button onClick={() => void session.signOut()}>sign out</button>
    </div>
  )
}

function collectLogouts(): string[] {
  const logouts: string[] = []
  server.use(
    http.post(apiUrl('/logout'), ({ request }) => {
      logouts.push(request.credentials)
      return HttpResponse.json({ success: true })
    }),
  )
  return logouts
}

test('a browser someone signed in on starts loading, then settles signed out, forgets it and sends POST /api/logout', async () => {
  localStorage.setItem('foodshare:signed-in', '1')
  const logouts = collectLogouts()
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  expect(screen.getByText('loading')).toBeInTheDocument()
  expect(await screen.findByText('settled', {}, { timeout: 5000 })).toBeInTheDocument()
  expect(screen.getByText('nobody')).toBeInTheDocument()
  await waitFor(() => expect(logouts).toEqual(['include']))
  expect(localStorage.getItem('foodshare:signed-in')).toBeNull()
})

test('a visitor nobody signed in on starts signed out, and Firebase Auth reports at the first key press', async () => {
  localStorage.removeItem('foodshare:signed-in')
  const logouts = collectLogouts()
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  expect(screen.getByText('settled')).toBeInTheDocument()
  expect(screen.getByText('nobody')).toBeInTheDocument()
  expect(logouts).toEqual([])
  await userEvent.keyboard('{Tab}')
  await waitFor(() => expect(logouts).toEqual(['include']), { timeout: 5000 })
})

test('a sign-in posts the ID token to /api/jwt, stays loading and resolves only once it answers', async () => {
  let release: () => void = () => undefined
  const jwtCalls: { authorization: string | null; body: unknown }[] = []
  server.use(
    ...emulatorAccount('uid-marco', 'marco@example.com', 'Marco Rossi'),
    http.post(apiUrl('/logout'), () => HttpResponse.json({ success: true })),
    http.post(apiUrl('/jwt'), async ({ request }) => {
      jwtCalls.push({ authorization: request.headers.get('authorization'), body: await request.json() })
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return HttpResponse.json({ success: true })
    }),
  )
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  await screen.findByText('settled', {}, { timeout: 5000 })
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText('marco@example.com')).toBeInTheDocument()
  await waitFor(() => expect(jwtCalls).toHaveLength(1))
  expect(screen.getByText('loading')).toBeInTheDocument()
  expect(jwtCalls[0]?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.$/)
  expect(jwtCalls[0]?.body).toEqual({ email: 'marco@example.com' })
  // Its success toast would show, and a page opened next would load, before the session cookie was set.
  expect(screen.queryByText('signed in')).not.toBeInTheDocument()
  release()
  expect(await screen.findByText('settled')).toBeInTheDocument()
  expect(await screen.findByText('signed in')).toBeInTheDocument()
  // The next visit of this browser shows Marco at once, and loads Firebase Auth to confirm him.
  expect(JSON.parse(localStorage.getItem('foodshare:signed-in') ?? 'null')).toEqual({
    uid: 'uid-marco',
    email: 'marco@example.com',
    displayName: 'Marco Rossi',
    photoURL: null,
  })

  await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
  expect(await screen.findByText('nobody')).toBeInTheDocument()
  expect(screen.getByText('settled')).toBeInTheDocument()
  expect(localStorage.getItem('foodshare:signed-in')).toBeNull()
})

test('a failed sign-in clears loading again', async () => {
  server.use(
    http.post(apiUrl('/logout'), () => HttpResponse.json({ success: true })),
    http.post(emulatorPath('signInWithPassword'), () =>
      HttpResponse.json({ error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS', errors: [] } }, { status: 400 }),
    ),
  )
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  await screen.findByText('settled', {}, { timeout: 5000 })
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText(/auth\/invalid-credential/)).toBeInTheDocument()
  expect(screen.getByText('settled')).toBeInTheDocument()
  expect(screen.getByText('nobody')).toBeInTheDocument()
})

test('a sign-in waits for the log-out sent before it to answer, so its session cookie is never cleared by that answer', async () => {
  localStorage.removeItem('foodshare:signed-in')
  let answerLogout: () => void = () => undefined
  const calls: string[] = []
  server.use(
    ...emulatorAccount('uid-marco', 'marco@example.com', 'Marco Rossi'),
    http.post(apiUrl('/logout'), async () => {
      calls.push('logout sent')
      await new Promise<void>((resolve) => {
        answerLogout = resolve
      })
      calls.push('logout answered')
      return HttpResponse.json({ success: true })
    }),
    http.post(apiUrl('/jwt'), () => {
      calls.push('jwt sent')
      return HttpResponse.json({ success: true })
    }),
  )
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  try {
    // The first key press loads Firebase Auth, which reports nobody: the log-out goes, and hangs.
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expect(calls).toEqual(['logout sent']), { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
    expect(await screen.findByText('marco@example.com')).toBeInTheDocument()
    // Time for a /jwt the provider would send at once to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(calls).toEqual(['logout sent'])
  } finally {
    answerLogout()
  }
  await waitFor(() => expect(calls).toEqual(['logout sent', 'logout answered', 'jwt sent']))
  expect(await screen.findByText('settled')).toBeInTheDocument()
})

/** Every `loading` the session showed, in order. */
function LoadingHistory({ seen }: { seen: boolean[] }) {
  const { loading } = useSession()
  useEffect(() => void seen.push(loading), [loading, seen])
  return null
}

test('a browser that remembers who was signed in shows them at once, and Firebase Auth confirms them behind the screen', async () => {
  const jwtCalls: string[] = []
  server.use(
    ...emulatorAccount('uid-marco', 'marco@example.com', 'Marco Rossi'),
    http.post(apiUrl('/logout'), () => HttpResponse.json({ success: true })),
    http.post(apiUrl('/jwt'), () => {
      jwtCalls.push('jwt')
      return HttpResponse.json({ success: true })
    }),
  )
  // Marco signs in on this browser.
  const visit = render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  await screen.findByText('settled', {}, { timeout: 5000 })
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  await waitFor(() => expect(jwtCalls).toEqual(['jwt']))
  expect(await screen.findByText('settled')).toBeInTheDocument()
  visit.unmount()

  // His next visit: his screens show him from the first render, without waiting for Firebase Auth.
  const seen: boolean[] = []
  render(
    <SessionProvider>
      <Probe />
      <LoadingHistory seen={seen} />
    </SessionProvider>,
  )
  expect(screen.getByText('marco@example.com')).toBeInTheDocument()
  expect(screen.getByText('settled')).toBeInTheDocument()
  expect(jwtCalls).toEqual(['jwt'])
  // His first key press loads Firebase Auth, which reports him: the session call goes behind the screen.
  await userEvent.keyboard('{Tab}')
  await waitFor(() => expect(jwtCalls).toEqual(['jwt', 'jwt']), { timeout: 5000 })
  expect(screen.getByText('marco@example.com')).toBeInTheDocument()
  expect(seen).toEqual([false])

  // Signing out forgets him at once, before Firebase Auth has done so: a page opened meanwhile does not show him.
  await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
  expect(localStorage.getItem('foodshare:signed-in')).toBeNull()
  expect(await screen.findByText('nobody')).toBeInTheDocument()
})

test('a remembered person Firebase Auth no longer knows is signed out once it reports', async () => {
  const logouts = collectLogouts()
  // Nobody is signed in to Firebase Auth on this browser.
  localStorage.removeItem('foodshare:signed-in')
  const before = render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
  await waitFor(() => expect(logouts.length).toBeGreaterThan(0), { timeout: 5000 })
  before.unmount()
  logouts.length = 0

  localStorage.setItem(
    'foodshare:signed-in',
    JSON.stringify({ uid: 'uid-marco', email: 'marco@example.com', displayName: 'Marco Rossi', photoURL: null }),
  )
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  expect(screen.getByText('marco@example.com')).toBeInTheDocument()
  await userEvent.keyboard('{Tab}')
  expect(await screen.findByText('nobody', {}, { timeout: 5000 })).toBeInTheDocument()
  expect(screen.getByText('settled')).toBeInTheDocument()
  await waitFor(() => expect(logouts).toEqual(['include']))
  expect(localStorage.getItem('foodshare:signed-in')).toBeNull()
})

function ShownName() {
  const { user } = useSession()
  return <p>{user?.displayName ?? 'no name'}</p>
}

test('a page the function drew for a person starts as them, settled, even on a browser that remembers nobody; one that remembers them gives their newer name', () => {
  localStorage.removeItem('foodshare:signed-in')
  const drawn = { uid: 'uid-marco', email: 'marco@example.com', displayName: null, photoURL: null }
  const unremembered = render(
    <SessionProvider drawnUser={drawn}>
      <Probe />
      <ShownName />
    </SessionProvider>,
  )
  expect(screen.getByText('marco@example.com')).toBeInTheDocument()
  expect(screen.getByText('settled')).toBeInTheDocument()
  expect(screen.getByText('no name')).toBeInTheDocument()
  unremembered.unmount()

  localStorage.setItem('foodshare:signed-in', JSON.stringify({ ...drawn, displayName: 'Marco Rossi' }))
  const remembered = render(
    <SessionProvider drawnUser={drawn}>
      <Probe />
      <ShownName />
    </SessionProvider>,
  )
  expect(screen.getByText('Marco Rossi')).toBeInTheDocument()
  expect(screen.getByText('settled')).toBeInTheDocument()
  remembered.unmount()

  // A browser that remembers someone else: the page's person, whose cookie the page's calls carry.
  localStorage.setItem(
    'foodshare:signed-in',
    JSON.stringify({ uid: 'uid-ayesha', email: 'ayesha@example.com', displayName: 'Ayesha', photoURL: null }),
  )
  render(
    <SessionProvider drawnUser={drawn}>
      <Probe />
    </SessionProvider>,
  )
  expect(screen.getByText('marco@example.com')).toBeInTheDocument()
})
