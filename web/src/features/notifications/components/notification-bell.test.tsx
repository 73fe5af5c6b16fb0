import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import type { FoodNotification } from '@shared/responses'
import { paths } from '../../../config/paths'
import { buildNotification } from '../../../test/builders'
import { apiUrl, server } from '../../../test/msw'
import { renderApp } from '../../../test/render'
import { loopText } from '../../../texts/requests'

/** The caller's events as the API keeps them: POST /notifications/read marks them all read. */
function serveNotifications(events: FoodNotification[]) {
  let stored = events
  let marks = 0
  server.use(
    http.get(apiUrl(apiPaths.notifications), () => HttpResponse.json(stored)),
    http.post(apiUrl(apiPaths.readNotifications), () => {
      marks += 1
      const modifiedCount = stored.filter((event) => !event.read).length
      stored = stored.map((event) => ({ ...event, read: true }))
      return HttpResponse.json({ modifiedCount })
    }),
  )
  return { marks: () => marks }
}

test('the bell says how many events are unread; opening it lists them, each linking on, and marks them read', async () => {
  const received = buildNotification({ kind: 'request-received', foodName: 'Dal Makhani', foodId: 'dal1' })
  const accepted = buildNotification({ kind: 'request-accepted', foodName: 'Veg Pulao', foodId: 'pulao1' })
  const old = buildNotification({ kind: 'request-declined', foodName: 'Old Soup', foodId: 'soup1', read: true })
  const { marks } = serveNotifications([received, accepted, old])
  const user = userEvent.setup()
  renderApp('/cook', { user: {} })

  const bell = await screen.findByRole('button', { name: loopText.bell.label(2) })
  await user.click(bell)

  const menu = await screen.findByRole('menu', { name: loopText.bell.menu })
  expect(within(menu).getByRole('menuitem', { name: /Someone asked for Dal Makhani/ })).toHaveAttribute(
    'href',
    paths.foodRequests('dal1'),
  )
  expect(within(menu).getByRole('menuitem', { name: /Your request for Veg Pulao was accepted/ })).toHaveAttribute(
    'href',
    paths.details('pulao1'),
  )
  expect(within(menu).getByRole('menuitem', { name: /Your request for Old Soup was declined/ })).toHaveAttribute(
    'href',
    paths.details('soup1'),
  )
  await waitFor(() => expect(marks()).toBe(1))
  expect(await screen.findByRole('button', { name: loopText.bell.label(0), hidden: true })).toBeInTheDocument()
})

test('a bell with nothing unread marks nothing when opened, and says when there is nothing at all', async () => {
  const { marks } = serveNotifications([])
  const user = userEvent.setup()
  renderApp('/cook', { user: {} })

  await user.click(await screen.findByRole('button', { name: loopText.bell.label(0) }))

  expect(await screen.findByRole('menuitem', { name: loopText.bell.empty })).toBeInTheDocument()
  expect(marks()).toBe(0)
})

test('a visitor has no bell and asks for no notifications', async () => {
  let asked = 0
  server.use(
    http.get(apiUrl(apiPaths.notifications), () => {
      asked += 1
      return HttpResponse.json([])
    }),
  )
  renderApp('/cook')

  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument()
  expect(asked).toBe(0)
})
