import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { loopText } from '../../texts/requests'
import { paths } from '../../config/paths'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { messagesText } from '../../texts/messages'

test('the top bar shows the unread messages and notifications from GET /unread, in their names too', async () => {
  server.use(http.get(apiUrl(apiPaths.unread), () => HttpResponse.json({ messages: 3, notifications: 2 })))

  renderApp('/cook', { user: {} })

  const banner = await screen.findByRole('banner')
  const messages = await screen.findByRole('link', { name: messagesText.topBar(3) })
  expect(banner).toContainElement(messages)
  expect(messages).toHaveAttribute('href', paths.messages)
  expect(await screen.findByRole('button', { name: loopText.bell.label(2) })).toBeInTheDocument()
})

test('the messages icon leads to the conversations', async () => {
  server.use(
    http.get(apiUrl(apiPaths.unread), () => HttpResponse.json({ messages: 1, notifications: 0 })),
    http.get(apiUrl(apiPaths.conversations), () => pageAnswer([])),
  )
  const user = userEvent.setup()
  const { router } = renderApp('/cook', { user: {} })

  await user.click(await screen.findByRole('link', { name: messagesText.topBar(1) }))

  expect(await screen.findByRole('heading', { level: 1, name: messagesText.heading })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(paths.messages)
})

test('a visitor has no messages icon and asks for no counts', async () => {
  let asked = 0
  server.use(
    http.get(apiUrl(apiPaths.unread), () => {
      asked += 1
      return HttpResponse.json({ messages: 0, notifications: 0 })
    }),
  )

  renderApp('/cook')

  await screen.findByRole('banner')
  expect(screen.queryByRole('link', { name: /^Messages:/ })).not.toBeInTheDocument()
  expect(asked).toBe(0)
})
