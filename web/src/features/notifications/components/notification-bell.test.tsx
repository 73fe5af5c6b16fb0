import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import type { FoodNotification } from '@shared/responses'
import { paths } from '../../../config/paths'
import { messagesText } from '../../../texts/messages'
import { buildNotification } from '../../../test/builders'
import { apiUrl, server } from '../../../test/msw'
import { renderApp } from '../../../test/render'
import { loopText } from '../../../texts/requests'

/**
 * The caller's events as the API keeps them: POST /notifications/read marks them all read, and
 * GET /unread counts them for the top bar.
 */
function serveNotifications(events: FoodNotification[]) {
  let stored = events
  let marks = 0
  server.use(
    http.get(apiUrl(apiPaths.notifications), () => HttpResponse.json(stored)),
    http.get(apiUrl(apiPaths.unread), () =>
      HttpResponse.json({ messages: 0, notifications: stored.filter((event) => !event.read).length }),
    ),
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

test('the events of arranging a pickup are said in words; a message or reminder leads to its conversation', async () => {
  const message = buildNotification({ kind: 'message-received', foodName: 'Dal Makhani', requestId: 'req1' })
  const reminder = buildNotification({ kind: 'pickup-reminder', foodName: 'Veg Pulao', requestId: 'req2' })
  const free = buildNotification({ kind: 'portions-free', foodName: 'Khichuri', foodId: 'khichuri1' })
  const released = buildNotification({ kind: 'request-released', foodName: 'Old Soup', requestId: 'req3' })
  const due = buildNotification({ kind: 'outcome-due', foodName: 'Biryani', foodId: 'biryani1' })
  const confirmed = buildNotification({ kind: 'pickup-confirmed', foodName: 'Halwa', foodId: 'halwa1' })
  serveNotifications([message, reminder, free, released, due, confirmed])
  const user = userEvent.setup()
  renderApp('/cook', { user: {} })

  await user.click(await screen.findByRole('button', { name: loopText.bell.label(6) }))

  const menu = await screen.findByRole('menu', { name: loopText.bell.menu })
  const links: [string, string][] = [
    [loopText.bell.event['message-received']('Dal Makhani'), paths.thread('req1')],
    [loopText.bell.event['pickup-reminder']('Veg Pulao'), paths.thread('req2')],
    [loopText.bell.event['portions-free']('Khichuri'), paths.details('khichuri1')],
    [loopText.bell.event['request-released']('Old Soup'), paths.thread('req3')],
    [loopText.bell.event['outcome-due']('Biryani'), paths.foodRequests('biryani1')],
    [loopText.bell.event['pickup-confirmed']('Halwa'), paths.foodRequests('halwa1')],
  ]
  for (const [name, href] of links) {
    expect(within(menu).getByRole('menuitem', { name: new RegExp(escapeRegExp(name)) })).toHaveAttribute('href', href)
  }
})

test('the bell says who asked and how much, how many portions an accept kept, and how a pickup was marked', async () => {
  serveNotifications([
    buildNotification({ kind: 'request-received', foodName: 'Homemade Dal', who: 'Rafi', portions: 4 }),
    buildNotification({ kind: 'request-accepted', foodName: 'Veg Pulao', portions: 2, portionsAsked: 5 }),
    buildNotification({ kind: 'pickup-collected', foodName: 'Khichuri', foodId: 'khichuri1' }),
    buildNotification({ kind: 'pickup-no-show', foodName: 'Biryani', foodId: 'biryani1' }),
  ])
  const user = userEvent.setup()
  renderApp('/cook', { user: {} })

  await user.click(await screen.findByRole('button', { name: loopText.bell.label(4) }))

  const menu = await screen.findByRole('menu', { name: loopText.bell.menu })
  const items = within(menu).getAllByRole('menuitem')
  expect(items[0]).toHaveTextContent('Rafi asked for 4 portions of Homemade Dal')
  expect(items[1]).toHaveTextContent(
    'Your request for Veg Pulao was accepted: 2 of the 5 portions you asked for are kept for you',
  )
  expect(items[2]).toHaveTextContent('The donor marked your pickup of Khichuri as Collected')
  expect(items[2]).toHaveAttribute('href', paths.myRequest)
  expect(items[3]).toHaveTextContent('The donor marked your pickup of Biryani as No-show')
  expect(items[3]).toHaveAttribute('href', paths.myRequest)
})

test('a withdrawal that ended a conversation says so', async () => {
  const withdrawn = buildNotification({ kind: 'request-withdrawn', foodName: 'Dal Makhani', conversationEnded: true })
  serveNotifications([withdrawn])
  const user = userEvent.setup()
  renderApp('/cook', { user: {} })

  await user.click(await screen.findByRole('button', { name: loopText.bell.label(1) }))

  const menu = await screen.findByRole('menu', { name: loopText.bell.menu })
  expect(within(menu).getByRole('menuitem')).toHaveTextContent(
    `${loopText.bell.event['request-withdrawn']('Dal Makhani')}. ${messagesText.conversationEnded}`,
  )
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test('an entry about a deleted food says it was removed and leads to the own requests, never to the gone food', async () => {
  const deleted = buildNotification({ kind: 'food-deleted', foodName: 'Waited Curry', foodId: 'curry1' })
  serveNotifications([deleted])
  const user = userEvent.setup()
  const { router } = renderApp('/cook', { user: {} })

  await user.click(await screen.findByRole('button', { name: loopText.bell.label(1) }))
  const menu = await screen.findByRole('menu', { name: loopText.bell.menu })
  const entry = within(menu).getByRole('menuitem', {
    name: new RegExp(escapeRegExp(loopText.bell.event['food-deleted']('Waited Curry'))),
  })
  expect(entry).toHaveAttribute('href', paths.myRequest)
  await user.click(entry)

  await waitFor(() => expect(router.state.location.pathname).toBe(paths.myRequest))
  expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument()
})
