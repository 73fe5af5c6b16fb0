import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { paths } from '../../config/paths'
import type { Alert } from '../../lib/api-client'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { alertsText } from '../../texts/alerts'

const saved: Alert = {
  _id: 'alert1',
  near: { lat: 23.746, lng: 90.374 },
  radiusKm: 3,
  tags: ['vegan'],
  words: ['soup'],
  frequency: 'instant',
  createdAt: '2026-11-25T06:00:00.000Z',
}

test('saves an alert prefilled from /allfood (near, radius, tags, search), lists it, and deletes it', async () => {
  const alerts: Alert[] = []
  let sent: unknown
  let deleted = ''
  server.use(
    http.get(apiUrl(apiPaths.alerts), () => HttpResponse.json(alerts)),
    http.post(apiUrl(apiPaths.alerts), async ({ request }) => {
      sent = await request.json()
      alerts.push(saved)
      return HttpResponse.json({ insertedId: 'alert1' }, { status: 201 })
    }),
    http.delete(apiUrl(apiPaths.alert('alert1')), () => {
      deleted = 'alert1'
      alerts.pop()
      return HttpResponse.json({ deletedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(`${paths.alerts}?near=23.746,90.374&radiusKm=3&tags=vegan&search=soup`, { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: alertsText.heading })).toBeInTheDocument()
  expect(await screen.findByText(alertsText.none)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: alertsText.save }))

  expect(await screen.findByText(alertsText.saved)).toBeInTheDocument()
  expect(sent).toEqual({
    near: { lat: 23.746, lng: 90.374 },
    radiusKm: 3,
    tags: ['vegan'],
    words: ['soup'],
    frequency: 'instant',
  })
  const list = await screen.findByRole('list', { name: alertsText.yours })
  const summary = alertsText.describe(3, 23.746, 90.374)
  expect(within(list).getByText(summary)).toBeInTheDocument()

  await user.click(within(list).getByRole('button', { name: alertsText.removeLabel(summary) }))
  expect(await screen.findByText(alertsText.removed)).toBeInTheDocument()
  expect(deleted).toBe('alert1')
})

test('refuses to save without a place, saying how to choose one', async () => {
  server.use(http.get(apiUrl(apiPaths.alerts), () => HttpResponse.json([])))
  const user = userEvent.setup()
  renderApp(paths.alerts, { user: {} })
  await user.click(await screen.findByRole('button', { name: alertsText.save }))
  expect(await screen.findByText(alertsText.needPoint)).toBeInTheDocument()
})
