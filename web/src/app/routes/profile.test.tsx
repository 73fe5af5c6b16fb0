import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { paths } from '../../config/paths'
import type { ProfileBody } from '../../lib/api-client'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { trustText } from '../../texts/trust'

function buildProfile(overrides: Partial<ProfileBody> = {}): ProfileBody {
  return {
    profileId: 'p7Kx2',
    name: 'Ayesha Rahman',
    img: 'https://images.example.com/ayesha.jpg',
    memberSince: '2026-03-10T09:00:00.000Z',
    foodsShared: 12,
    portionsGiven: 30,
    portionsReceived: 4,
    feedback: null,
    ...overrides,
  }
}

/** The value shown beside a fact's label. */
function factOf(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent
}

test('a visitor sees a profile: photo, name, member since, what they shared, and "Not enough feedback yet"', async () => {
  server.use(http.get(apiUrl(apiPaths.profile('p7Kx2')), () => HttpResponse.json(buildProfile())))
  renderApp(paths.profile('p7Kx2'))

  expect(await screen.findByRole('heading', { level: 1, name: 'Ayesha Rahman' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: trustText.profile.photoAlt('Ayesha Rahman') })).toBeInTheDocument()
  expect(factOf(trustText.profile.memberSince)).toBe(
    new Date('2026-03-10T09:00:00.000Z').toLocaleDateString(undefined, { year: 'numeric', month: 'long' }),
  )
  expect(factOf(trustText.profile.foodsShared)).toBe('12')
  expect(factOf(trustText.profile.portionsGiven)).toBe('30')
  expect(factOf(trustText.profile.portionsReceived)).toBe('4')
  expect(factOf(trustText.profile.feedback)).toBe(trustText.profile.notEnoughFeedback)
  // Report and Block are for signed-in people only.
  expect(screen.queryByRole('button', { name: trustText.report.userLabel('Ayesha Rahman') })).not.toBeInTheDocument()
})

test('shows the feedback counts once there are enough', async () => {
  server.use(
    http.get(apiUrl(apiPaths.profile('p7Kx2')), () =>
      HttpResponse.json(buildProfile({ feedback: { positive: 5, negative: 1 } })),
    ),
  )
  renderApp(paths.profile('p7Kx2'))
  await screen.findByRole('heading', { level: 1, name: 'Ayesha Rahman' })
  expect(factOf(trustText.profile.feedback)).toBe(trustText.profile.feedbackCounts(5, 1))
})

test('an unknown or deleted profile says so', async () => {
  server.use(
    http.get(apiUrl(apiPaths.profile('gone')), () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
  )
  renderApp(paths.profile('gone'))
  expect(await screen.findByRole('heading', { level: 1, name: trustText.profile.notFound })).toBeInTheDocument()
})

test('a signed-in person reports the profile with a reason and details', async () => {
  let sent: unknown
  server.use(
    http.get(apiUrl(apiPaths.profile('p7Kx2')), () => HttpResponse.json(buildProfile())),
    http.post(apiUrl(apiPaths.reports), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ insertedId: 'report1' }, { status: 201 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.profile('p7Kx2'), { user: {} })

  await user.click(await screen.findByRole('button', { name: trustText.report.userLabel('Ayesha Rahman') }))
  const dialog = await screen.findByRole('dialog', { name: trustText.report.title.user })
  await user.click(within(dialog).getByRole('combobox', { name: trustText.report.reason }))
  await user.click(await screen.findByRole('option', { name: trustText.report.reasons.scam }))
  await user.click(within(dialog).getByRole('textbox', { name: trustText.report.details }))
  await user.paste('Asks for money first')
  await user.click(within(dialog).getByRole('button', { name: trustText.report.send }))

  expect(await screen.findByText(trustText.report.sent)).toBeInTheDocument()
  expect(sent).toEqual({ target: { kind: 'user', id: 'p7Kx2' }, reason: 'scam', details: 'Asks for money first' })
})

test('Block asks first, then blocks the person', async () => {
  let sent: unknown
  server.use(
    http.get(apiUrl(apiPaths.profile('p7Kx2')), () => HttpResponse.json(buildProfile())),
    http.post(apiUrl(apiPaths.blocks), async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ success: true }, { status: 201 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.profile('p7Kx2'), { user: {} })

  await user.click(await screen.findByRole('button', { name: trustText.block.buttonLabel('Ayesha Rahman') }))
  const confirm = await screen.findByRole('dialog', { name: trustText.block.confirmTitle('Ayesha Rahman') })
  await user.click(within(confirm).getByRole('button', { name: trustText.block.confirmButton }))

  expect(await screen.findByText(trustText.block.done('Ayesha Rahman'))).toBeInTheDocument()
  expect(sent).toEqual({ profileId: 'p7Kx2' })
})
