import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { paths } from '../../config/paths'
import { buildConversation } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { messagesText } from '../../texts/messages'

test('lists each conversation: the other person, the food, the last message and what is unread, linking to its thread', async () => {
  const fromThem = buildConversation({
    requestId: 'req1',
    foodName: 'Dal Makhani',
    other: { name: 'Ayesha Rahman', img: 'https://images.example.com/ayesha.jpg' },
    lastMessage: { text: 'Is 6 pm fine?', at: '2099-01-15T10:30:00.000Z', from: 'them' },
    unread: 2,
  })
  const fromMe = buildConversation({
    requestId: 'req2',
    foodName: 'Veg Pulao',
    other: { name: 'Karim Uddin', img: '' },
    lastMessage: { text: 'On my way', at: '2099-01-15T09:30:00.000Z', from: 'me' },
    unread: 0,
  })
  server.use(http.get(apiUrl(apiPaths.conversations), () => pageAnswer([fromThem, fromMe])))

  renderApp(paths.messages, { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: messagesText.heading })).toBeInTheDocument()
  // The heading shows with the page, the list once the conversations are in.
  const list = await screen.findByRole('list', { name: messagesText.listLabel })
  const [first, second] = within(list).getAllByRole('link')
  expect(first).toHaveAttribute('href', paths.thread('req1'))
  expect(first).toHaveTextContent(messagesText.about('Ayesha Rahman', 'Dal Makhani'))
  expect(first).toHaveTextContent('Is 6 pm fine?')
  expect(first).toHaveTextContent(messagesText.unread(2))
  expect(within(first!).getByRole('img', { name: 'Ayesha Rahman' })).toHaveAttribute(
    'src',
    'https://images.example.com/ayesha.jpg',
  )
  expect(second).toHaveAttribute('href', paths.thread('req2'))
  expect(second).toHaveTextContent(messagesText.lastFromMe('On my way'))
  expect(second).not.toHaveTextContent(/unread/)
})

test('a conversation nobody has written in yet says so', async () => {
  server.use(http.get(apiUrl(apiPaths.conversations), () => pageAnswer([buildConversation({ lastMessage: null })])))

  renderApp(paths.messages, { user: {} })

  const list = await screen.findByRole('list', { name: messagesText.listLabel })
  expect(within(list).getByRole('link')).toHaveTextContent(messagesText.noMessage)
})

test('says so when there is no conversation yet', async () => {
  server.use(http.get(apiUrl(apiPaths.conversations), () => pageAnswer([])))

  renderApp(paths.messages, { user: {} })

  expect(await screen.findByText(messagesText.empty)).toBeInTheDocument()
})

test('a visitor is sent to log in', async () => {
  const { router } = renderApp(paths.messages)

  await screen.findByRole('heading', { level: 1 })
  expect(router.state.location.pathname).toBe(paths.login)
})
