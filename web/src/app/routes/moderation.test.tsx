import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { PAGE_SIZE } from '@shared/constants'
import { paths } from '../../config/paths'
import type { ModerationLogEntry, ModerationReport } from '../../lib/api-client'
import { buildPublicFood } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { formatDateTime } from '../../texts/formats'
import { loadMoreText } from '../../texts/list'
import { trustText } from '../../texts/trust'

const text = trustText.moderation

const moderator = {
  idToken: () =>
    Promise.resolve({ token: 'mod-token', signedInAt: Date.now(), moderator: true, signInMethod: 'password' as const }),
}

const foodReport: ModerationReport = {
  _id: 'r1',
  target: { kind: 'food', id: 'food1' },
  reason: 'unsafe-food',
  details: 'Smelled off',
  status: 'open',
  reporters: 3,
  createdAt: '2026-11-25T08:00:00.000Z',
  content: {
    food: {
      ...buildPublicFood({ _id: 'food1', foodName: 'Old Fish Curry', foodImg: 'https://images.example.com/fish.jpg' }),
      held: true,
      donorSuspended: false,
    },
  },
}

const messageReport: ModerationReport = {
  _id: 'r2',
  target: { kind: 'message', id: 'msg1' },
  reason: 'offensive',
  details: '',
  status: 'open',
  reporters: 1,
  createdAt: '2026-11-25T08:10:00.000Z',
  content: { message: { text: 'You are an idiot', at: '2026-11-25T08:00:00.000Z' } },
}

const logEntry: ModerationLogEntry = {
  _id: 'log1',
  moderator: { email: 'mina@foodshare.demo' },
  reportId: 'r0',
  action: 'warn-user',
  target: { kind: 'user', id: 'p3' },
  note: 'First warning',
  at: '2026-11-24T12:00:00.000Z',
}

test('anyone without the moderator claim gets the 404 page', async () => {
  renderApp(paths.moderation, { user: {} })
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: text.heading })).not.toBeInTheDocument()
})

test('a moderator sees the open reports with their targets and how many reported, and the log', async () => {
  server.use(
    http.get(apiUrl(apiPaths.moderationReports), ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('status') === 'open' ? [foodReport, messageReport] : []),
    ),
    http.get(apiUrl(apiPaths.moderationLog), () => HttpResponse.json([logEntry])),
  )
  renderApp(paths.moderation, { user: {}, session: moderator })

  expect(await screen.findByRole('heading', { level: 1, name: text.heading })).toBeInTheDocument()
  const food = await screen.findByRole('article', { name: `${text.reportOf.food}: Old Fish Curry` })
  expect(within(food).getByText(text.reporters(3))).toBeInTheDocument()
  expect(within(food).getByRole('img', { name: 'Old Fish Curry' })).toBeInTheDocument()
  expect(within(food).getByText(`${text.reason}: ${trustText.report.reasons['unsafe-food']}`)).toBeInTheDocument()
  expect(within(food).getByText(`${text.details}: Smelled off`)).toBeInTheDocument()
  const message = screen.getByRole('article', { name: `${text.reportOf.message}: You are an idiot` })
  expect(within(message).getByText(text.reporters(1))).toBeInTheDocument()

  const log = await screen.findByRole('list', { name: text.log })
  expect(
    within(log).getByText(
      text.logLine(
        'mina@foodshare.demo',
        text.actions['warn-user'],
        text.reportOf.user,
        formatDateTime(new Date(logEntry.at)),
      ),
    ),
  ).toBeInTheDocument()
  expect(within(log).getByText('First warning')).toBeInTheDocument()
})

test('a moderator hides a reported food with a note; a missing note is asked for first', async () => {
  const open = [foodReport]
  let sent: unknown
  server.use(
    http.get(apiUrl(apiPaths.moderationReports), () => HttpResponse.json(open)),
    http.get(apiUrl(apiPaths.moderationLog), () => HttpResponse.json([])),
    http.post(apiUrl(apiPaths.moderationReport('r1')), async ({ request }) => {
      sent = await request.json()
      open.pop()
      return HttpResponse.json({ ...foodReport, status: 'closed', action: 'hide-food', note: 'Unsafe' })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.moderation, { user: {}, session: moderator })

  const report = await screen.findByRole('article', { name: `${text.reportOf.food}: Old Fish Curry` })
  await user.click(within(report).getByRole('combobox', { name: text.action }))
  const options = await screen.findAllByRole('option')
  // Only the actions that apply to a food.
  expect(options.map((option) => option.textContent)).not.toContain(text.actions['remove-message'])
  await user.click(screen.getByRole('option', { name: text.actions['hide-food'] }))
  await user.click(within(report).getByRole('button', { name: text.applyLabel('Old Fish Curry') }))
  expect(await within(report).findByText(text.needNote)).toBeInTheDocument()
  expect(sent).toBeUndefined()

  await user.type(within(report).getByRole('textbox', { name: text.note }), 'Unsafe')
  await user.click(within(report).getByRole('button', { name: text.applyLabel('Old Fish Curry') }))

  expect(await screen.findByText(text.done)).toBeInTheDocument()
  expect(sent).toEqual({ action: 'hide-food', note: 'Unsafe' })
  expect(await screen.findByText(text.none)).toBeInTheDocument()
})

test("'Load more' brings the log's older entries, after the newest page", async () => {
  const older: ModerationLogEntry = {
    ...logEntry,
    _id: 'log0',
    action: 'dismiss',
    note: 'Nothing wrong with it',
    at: '2026-11-20T09:30:00.000Z',
  }
  const asked: { limit: string | null; cursor: string | null }[] = []
  server.use(
    http.get(apiUrl(apiPaths.moderationReports), () => HttpResponse.json([])),
    http.get(apiUrl(apiPaths.moderationLog), ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push({ limit: params.get('limit'), cursor: params.get('cursor') })
      return params.get('cursor') === 'older1'
        ? pageAnswer([older], { total: 2 })
        : pageAnswer([logEntry], { total: 2, next: 'older1' })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.moderation, { user: {}, session: moderator })

  const log = await screen.findByRole('list', { name: text.log })
  expect(within(log).getByText('First warning')).toBeInTheDocument()
  expect(within(log).queryByText('Nothing wrong with it')).not.toBeInTheDocument()
  expect(screen.getByText(loadMoreText.shown(1, 2))).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: loadMoreText.button }))

  expect(await within(log).findByText('Nothing wrong with it')).toBeInTheDocument()
  expect(
    within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('First warning'), expect.stringContaining('Nothing wrong with it')])
  expect(screen.getByText(loadMoreText.shown(2, 2))).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: loadMoreText.button })).not.toBeInTheDocument()
  expect(asked).toEqual([
    { limit: String(PAGE_SIZE), cursor: null },
    { limit: String(PAGE_SIZE), cursor: 'older1' },
  ])
})
