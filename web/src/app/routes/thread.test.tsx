import { focusManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import type { MessageBody } from '@shared/responses'
import { paths } from '../../config/paths'
import { THREAD_POLL_MS } from '../../features/messages/api/get-messages'
import { buildConversation, buildMessage, buildRequest } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { messagesText } from '../../texts/messages'
import { localTimeText, pickupText } from '../../texts/pickup'

const text = messagesText.thread

afterEach(() => focusManager.setFocused(undefined))

/**
 * A conversation as the API keeps it: GET answers the messages (and `X-Read-Up-To` when given),
 * POST adds one from me, POST …/read counts the marks.
 */
function serveThread(requestId: string, messages: MessageBody[], readUpTo?: string) {
  const stored = [...messages]
  const sent: unknown[] = []
  let reads = 0
  let polls = 0
  server.use(
    http.get(apiUrl(apiPaths.conversations), () =>
      pageAnswer([
        buildConversation({ requestId, foodName: 'Dal Makhani', other: { name: 'Ayesha Rahman', img: '' } }),
      ]),
    ),
    http.get(apiUrl(apiPaths.messages(requestId)), () => {
      polls += 1
      return HttpResponse.json(stored, { headers: readUpTo ? { 'X-Read-Up-To': readUpTo } : {} })
    }),
    http.post(apiUrl(apiPaths.messages(requestId)), async ({ request }) => {
      const body = (await request.json()) as { text: string }
      sent.push(body)
      stored.push(buildMessage({ from: 'me', text: body.text }))
      return HttpResponse.json({ insertedId: `m${sent.length}` }, { status: 201 })
    }),
    http.post(apiUrl(apiPaths.readConversation(requestId)), () => {
      reads += 1
      return HttpResponse.json({ success: true })
    }),
  )
  return {
    sent,
    reads: () => reads,
    polls: () => polls,
    arrive: (message: MessageBody) => stored.push(message),
  }
}

test('shows the thread: named after the other person, bubbles by side, the moves as centred lines, and marks it read', async () => {
  const served = serveThread('req1', [
    buildMessage({ from: 'them', text: 'Is 6 pm fine?' }),
    buildMessage({ from: 'system', text: 'accepted', kind: 'request-accepted' }),
    buildMessage({ from: 'me', text: 'Yes,\nsee you then' }),
  ])

  renderApp(paths.thread('req1'), { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: text.heading('Ayesha Rahman') })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: text.about('Dal Makhani') })).toBeInTheDocument()
  const log = screen.getByRole('log', { name: text.log })
  expect(within(log).getByText('Is 6 pm fine?')).toBeInTheDocument()
  expect(within(log).getByText(new RegExp(messagesText.events['request-accepted']))).toBeInTheDocument()
  // Mine is said to be mine, and keeps its line break as text.
  const mine = within(log).getByText(/see you then/)
  expect(mine.textContent).toBe('Yes,\nsee you then')
  expect(mine.parentElement).toHaveTextContent(`${text.you}:`)
  await waitFor(() => expect(served.reads()).toBe(1))
  expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', paths.messages)
})

test('Enter sends the message; Shift+Enter breaks the line instead', async () => {
  const served = serveThread('req2', [])
  const user = userEvent.setup()
  renderApp(paths.thread('req2'), { user: {} })

  const box = await screen.findByRole('textbox', { name: text.field })
  await user.type(box, 'Running late{Shift>}{Enter}{/Shift}10 minutes')
  expect(served.sent).toEqual([])
  await user.type(box, '{Enter}')

  await waitFor(() => expect(served.sent).toEqual([{ text: 'Running late\n10 minutes' }]))
  expect(await within(screen.getByRole('log')).findByText(/10 minutes/)).toBeInTheDocument()
  expect(box).toHaveValue('')
})

test('a message that is only spaces is not sent; the Send button sends what is typed', async () => {
  const served = serveThread('req3', [])
  const user = userEvent.setup()
  renderApp(paths.thread('req3'), { user: {} })

  const box = await screen.findByRole('textbox', { name: text.field })
  await user.type(box, '   {Enter}')
  await user.click(screen.getByRole('button', { name: text.send }))
  expect(served.sent).toEqual([])

  await user.clear(box)
  await user.type(box, 'Thank you')
  await user.click(screen.getByRole('button', { name: text.send }))
  await waitFor(() => expect(served.sent).toEqual([{ text: 'Thank you' }]))
})

test('says the server’s reason when the conversation is closed, and keeps the draft', async () => {
  serveThread('req4', [])
  server.use(
    http.post(apiUrl(apiPaths.messages('req4')), () =>
      HttpResponse.json({ error: 'This conversation is closed' }, { status: 409 }),
    ),
  )
  const user = userEvent.setup()
  renderApp(paths.thread('req4'), { user: {} })

  const box = await screen.findByRole('textbox', { name: text.field })
  await user.type(box, 'Hello?{Enter}')

  expect(await screen.findByRole('alert')).toHaveTextContent(text.failed('This conversation is closed'))
  expect(box).toHaveValue('Hello?')
})

test('the photo button uploads a photo the way the forms do, and it travels with the message', async () => {
  const served = serveThread('req10', [])
  server.use(
    http.post(apiUrl(apiPaths.images), () => HttpResponse.json({ url: '/api/images/AbC123photo' }, { status: 201 })),
  )
  const user = userEvent.setup()
  renderApp(paths.thread('req10'), { user: {} })
  const box = await screen.findByRole('textbox', { name: text.field })

  const input = screen.getByLabelText<HTMLInputElement>(text.photo, { selector: 'input' })
  await user.upload(input, new File([new Uint8Array(2048).fill(7)], 'door.jpg', { type: 'image/jpeg' }))
  expect(await screen.findByAltText(text.photoAttached)).toHaveAttribute('src', '/api/images/AbC123photo')
  await user.type(box, 'It is by the door{Enter}')

  await waitFor(() => expect(served.sent).toEqual([{ text: 'It is by the door', imageUrl: '/api/images/AbC123photo' }]))
  await waitFor(() => expect(screen.queryByAltText(text.photoAttached)).not.toBeInTheDocument())
})

test('"Seen" shows under my last message once the other person has read it', async () => {
  const last = buildMessage({ from: 'me', text: 'I can come at 6' })
  serveThread('req5', [buildMessage({ from: 'me', text: 'Hello' }), last], last._id)

  renderApp(paths.thread('req5'), { user: {} })

  const log = await screen.findByRole('log', { name: text.log })
  expect(await within(log).findByText(new RegExp(`· ${text.seen}$`))).toBeInTheDocument()
  expect(within(log).getAllByText(new RegExp(text.seen))).toHaveLength(1)
})

test('"Seen" stays away while my last message is unread', async () => {
  const first = buildMessage({ from: 'me', text: 'Hello' })
  serveThread('req6', [first, buildMessage({ from: 'me', text: 'Still there?' })], first._id)

  renderApp(paths.thread('req6'), { user: {} })

  const log = await screen.findByRole('log', { name: text.log })
  await within(log).findByText('Still there?')
  expect(within(log).queryByText(new RegExp(text.seen))).not.toBeInTheDocument()
})

test('a new message appears without a reload while the thread is open, and the poll stops while the tab is hidden', async () => {
  const served = serveThread('req7', [buildMessage({ from: 'them', text: 'Hello' })])
  renderApp(paths.thread('req7'), { user: {} })
  const log = await screen.findByRole('log', { name: text.log })
  await within(log).findByText('Hello')

  served.arrive(buildMessage({ from: 'them', text: 'I left it at the door' }))
  expect(await within(log).findByText('I left it at the door', {}, { timeout: THREAD_POLL_MS * 2 })).toBeInTheDocument()
  // What arrives while the thread is open is read at once.
  await waitFor(() => expect(served.reads()).toBe(2))

  focusManager.setFocused(false)
  const pollsWhileHidden = served.polls()
  await new Promise((resolve) => setTimeout(resolve, THREAD_POLL_MS + 1000))
  expect(served.polls()).toBe(pollsWhileHidden)
})

test('the requester of an accepted request confirms the pickup in the thread, and can add it to a calendar', async () => {
  const request = buildRequest({
    _id: 'req8',
    status: 'Accepted',
    pickupWindow: { start: '2099-01-16T17:00:00.000Z', end: '2099-01-16T18:00:00.000Z' },
    confirmBy: '2099-01-16T16:30:00.000Z',
  })
  serveThread('req8', [])
  let confirms = 0
  server.use(
    http.get(apiUrl(apiPaths.conversations), () =>
      pageAnswer([buildConversation({ requestId: 'req8', status: 'Accepted' })]),
    ),
    http.get(apiUrl(apiPaths.requests), () => pageAnswer([confirms > 0 ? { ...request, confirmed: true } : request])),
    http.post(apiUrl(apiPaths.confirmPickup('req8')), () => {
      confirms += 1
      return HttpResponse.json({ ...request, confirmed: true })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.thread('req8'), { user: {} })

  expect(await screen.findByText(pickupText.confirmBy(localTimeText('2099-01-16T16:30:00.000Z')))).toBeInTheDocument()
  expect(screen.getByRole('link', { name: pickupText.addToCalendar })).toHaveAttribute(
    'href',
    `/api${apiPaths.calendar('req8')}`,
  )
  await user.click(screen.getByRole('button', { name: pickupText.confirm }))

  expect(await screen.findByText(pickupText.confirmed, { selector: 'p' })).toBeInTheDocument()
  expect(confirms).toBe(1)
  expect(screen.queryByRole('button', { name: pickupText.confirm })).not.toBeInTheDocument()
})

test('the donor of an accepted request sees no Confirm button in the thread', async () => {
  serveThread('req9', [])
  server.use(
    http.get(apiUrl(apiPaths.conversations), () =>
      pageAnswer([buildConversation({ requestId: 'req9', status: 'Accepted' })]),
    ),
    // The donor's own requests do not hold this one.
    http.get(apiUrl(apiPaths.requests), () => pageAnswer([])),
  )

  renderApp(paths.thread('req9'), { user: {} })

  await screen.findByRole('log', { name: text.log })
  expect(screen.queryByRole('button', { name: pickupText.confirm })).not.toBeInTheDocument()
})
