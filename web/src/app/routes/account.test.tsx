import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { defaultPreferences } from '@shared/channels'
import { SESSION_RECENT_SIGN_IN_MS } from '@shared/constants'
import { paths } from '../../config/paths'
import { EXPORT_FILE_NAME } from '../../features/trust/api/my-data'
import type { BlockBody, MyData } from '../../lib/api-client'
import { buildFood } from '../../test/builders'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { googleButtonText } from '../../texts/auth'
import { trustText } from '../../texts/trust'

const text = trustText.account

const blocked: BlockBody = {
  profileId: 'p9',
  name: 'Sam Spammer',
  img: '',
  blockedAt: '2026-11-20T10:00:00.000Z',
}

test('lists the people the person blocked, and Unblock takes one off', async () => {
  const blocks = [blocked]
  let removed = ''
  server.use(
    http.get(apiUrl(apiPaths.blocks), () => HttpResponse.json(blocks)),
    http.delete(apiUrl(apiPaths.block('p9')), () => {
      removed = 'p9'
      blocks.pop()
      return HttpResponse.json({ deletedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.account, { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeInTheDocument()
  const list = await screen.findByRole('list', { name: text.blocked })
  expect(within(list).getByRole('link', { name: 'Sam Spammer' })).toHaveAttribute('href', paths.profile('p9'))
  await user.click(within(list).getByRole('button', { name: trustText.block.unblockLabel('Sam Spammer') }))

  expect(await screen.findByText(trustText.block.unblocked('Sam Spammer'))).toBeInTheDocument()
  expect(removed).toBe('p9')
  expect(await screen.findByText(text.noneBlocked)).toBeInTheDocument()
})

test('"Download my data" saves the export as a JSON file', async () => {
  const exported: MyData = {
    exportedAt: '2026-11-25T09:00:00.000Z',
    profile: {
      profileId: 'pMarco',
      email: 'marco@example.com',
      name: 'Marco Rossi',
      img: '',
      memberSince: '2026-01-01T00:00:00.000Z',
    },
    foods: [buildFood()],
    requests: [],
    messagesSent: [],
    notifications: [],
    reportsMade: [],
    preferences: defaultPreferences(),
    feedbackGiven: [],
    feedbackReceived: { positive: 0, negative: 0 },
    blocks: [],
    alerts: [],
    pushSubscriptions: [],
  }
  server.use(
    http.get(apiUrl(apiPaths.blocks), () => HttpResponse.json([])),
    http.get(apiUrl(apiPaths.myExport), () =>
      HttpResponse.json(exported, { headers: { 'Content-Disposition': 'attachment; filename="foodshare.json"' } }),
    ),
  )
  // Object URLs stubbed: keep the file the page hands to the browser, to read it.
  let saved: Blob | undefined
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      saved = blob
      return 'blob:export'
    },
  })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined })
  const clicked: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download)
  })
  const user = userEvent.setup()
  renderApp(paths.account, { user: {} })

  await user.click(await screen.findByRole('button', { name: text.download }))

  expect(await screen.findByText(text.downloaded)).toBeInTheDocument()
  expect(clicked).toEqual([EXPORT_FILE_NAME])
  expect(JSON.parse(await (saved as Blob).text())).toEqual(exported)
})

test('"Delete my account" after a recent sign-in confirms in a dialog naming what goes, deletes and signs out', async () => {
  let authorization: string | null = null
  server.use(
    http.get(apiUrl(apiPaths.blocks), () => HttpResponse.json([])),
    http.delete(apiUrl(apiPaths.me), ({ request }) => {
      authorization = request.headers.get('Authorization')
      return HttpResponse.json({ success: true })
    }),
  )
  const user = userEvent.setup()
  const { session, router } = renderApp(paths.account, { user: {} })

  await user.click(await screen.findByRole('button', { name: text.delete }))
  const dialog = await screen.findByRole('dialog', { name: text.deleteTitle })
  for (const item of text.deleteItems) expect(within(dialog).getByText(item)).toBeInTheDocument()
  expect(within(dialog).getByText(text.deleteKeeps)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: text.deleteConfirm }))

  expect(await screen.findByText(text.deleted)).toBeInTheDocument()
  expect(authorization).toBe('Bearer test-id-token')
  // Home first, then signed out: signed out on /account, its guard would send them to /login.
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.home))
  await waitFor(() => expect(session.signOut).toHaveBeenCalled())
})

test('"Delete my account" asks to sign in again when the last sign-in is older than 5 minutes', async () => {
  let deletions = 0
  server.use(
    http.get(apiUrl(apiPaths.blocks), () => HttpResponse.json([])),
    http.delete(apiUrl(apiPaths.me), () => {
      deletions += 1
      return HttpResponse.json({ success: true })
    }),
  )
  let signedInAt = Date.now() - SESSION_RECENT_SIGN_IN_MS - 60_000
  const reauthenticate = vi.fn((password?: string) => {
    if (password !== 'Demo-pass1') return Promise.reject(new Error('Wrong password'))
    signedInAt = Date.now()
    return Promise.resolve()
  })
  const idToken = vi.fn(() =>
    Promise.resolve({ token: 'fresh-token', signedInAt, moderator: false, signInMethod: 'password' as const }),
  )
  const user = userEvent.setup()
  renderApp(paths.account, { user: {}, session: { reauthenticate, idToken } })

  await user.click(await screen.findByRole('button', { name: text.delete }))
  const signIn = await screen.findByRole('dialog', { name: text.signInAgainTitle })
  expect(screen.queryByRole('dialog', { name: text.deleteTitle })).not.toBeInTheDocument()
  await user.type(within(signIn).getByLabelText(text.password), 'wrong')
  await user.click(within(signIn).getByRole('button', { name: text.confirmSignIn }))
  expect(await within(signIn).findByText('Wrong password')).toBeInTheDocument()

  await user.clear(within(signIn).getByLabelText(text.password))
  await user.type(within(signIn).getByLabelText(text.password), 'Demo-pass1')
  await user.click(within(signIn).getByRole('button', { name: text.confirmSignIn }))
  const dialog = await screen.findByRole('dialog', { name: text.deleteTitle })
  await user.click(within(dialog).getByRole('button', { name: text.deleteConfirm }))

  expect(await screen.findByText(text.deleted)).toBeInTheDocument()
  expect(reauthenticate).toHaveBeenLastCalledWith('Demo-pass1')
  expect(deletions).toBe(1)
})

test('a person who signs in with Google proves it with Google again, not with a password they never had', async () => {
  let deletedWith = ''
  server.use(
    http.get(apiUrl(apiPaths.blocks), () => HttpResponse.json([])),
    http.delete(apiUrl(apiPaths.me), ({ request }) => {
      deletedWith = request.headers.get('Authorization') ?? ''
      return HttpResponse.json({ success: true })
    }),
  )
  let signedInAt = Date.now() - SESSION_RECENT_SIGN_IN_MS - 60_000
  const reauthenticate = vi.fn((password?: string) => {
    if (password !== undefined) return Promise.reject(new Error('A Google account has no password here'))
    signedInAt = Date.now()
    return Promise.resolve()
  })
  const idToken = vi.fn(() =>
    Promise.resolve({ token: 'google-token', signedInAt, moderator: false, signInMethod: 'google' as const }),
  )
  const user = userEvent.setup()
  renderApp(paths.account, { user: {}, session: { reauthenticate, idToken } })

  await user.click(await screen.findByRole('button', { name: text.delete }))
  const signIn = await screen.findByRole('dialog', { name: text.signInAgainTitle })
  expect(within(signIn).getByText(text.signInAgainGoogle)).toBeInTheDocument()
  expect(within(signIn).queryByLabelText(text.password)).not.toBeInTheDocument()
  await user.click(within(signIn).getByRole('button', { name: googleButtonText }))
  const dialog = await screen.findByRole('dialog', { name: text.deleteTitle })
  await user.click(within(dialog).getByRole('button', { name: text.deleteConfirm }))

  expect(await screen.findByText(text.deleted)).toBeInTheDocument()
  expect(reauthenticate).toHaveBeenCalledTimes(1)
  expect(reauthenticate).toHaveBeenLastCalledWith(undefined)
  expect(deletedWith).toBe('Bearer google-token')
})

test('a 401 from the deletion asks to sign in again instead of signing the person out', async () => {
  server.use(
    http.get(apiUrl(apiPaths.blocks), () => HttpResponse.json([])),
    http.delete(apiUrl(apiPaths.me), () => HttpResponse.json({ error: 'Sign in again' }, { status: 401 })),
  )
  const user = userEvent.setup()
  const { session } = renderApp(paths.account, { user: {} })

  await user.click(await screen.findByRole('button', { name: text.delete }))
  const dialog = await screen.findByRole('dialog', { name: text.deleteTitle })
  await user.click(within(dialog).getByRole('button', { name: text.deleteConfirm }))

  expect(await screen.findByRole('dialog', { name: text.signInAgainTitle })).toBeInTheDocument()
  expect(session.signOut).not.toHaveBeenCalled()
})
