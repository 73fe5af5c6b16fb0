import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import type { ConversationBody, MessageBody } from '@shared/responses'
import { paths } from '../../config/paths'
import { buildConversation, buildFood, buildMessage, buildQueuedRequest, buildRequest } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { trustText } from '../../texts/trust'

const feedback = trustText.feedback

/** POST /request/{id}/feedback and POST /reports, as the API takes them: each body is kept. */
function serveTrust() {
  const feedbackSent: { requestId: string; body: unknown }[] = []
  const reports: unknown[] = []
  server.use(
    http.post(apiUrl('/request/:id/feedback'), async ({ request, params }) => {
      feedbackSent.push({ requestId: String(params.id), body: await request.json() })
      return HttpResponse.json({ success: true }, { status: 201 })
    }),
    http.post(apiUrl(apiPaths.reports), async ({ request }) => {
      reports.push(await request.json())
      return HttpResponse.json({ insertedId: 'report1' }, { status: 201 })
    }),
  )
  return { feedbackSent, reports }
}

function serveMyRequests() {
  const collected = buildRequest({ status: 'Collected', donator: { name: 'Ayesha Rahman', email: 'a@example.com' } })
  const waiting = buildRequest({ status: 'Requested', donator: { name: 'Lena Koch', email: 'l@example.com' } })
  server.use(http.get(apiUrl(apiPaths.requests), () => pageAnswer([collected, waiting])))
  return { collected }
}

/** Picks an option of the open MUI select by its name. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }))
}

test('/myrequest offers "Leave feedback" on a Collected request only; a negative one needs a reason', async () => {
  serveMyRequests()
  const { feedbackSent } = serveTrust()
  const user = userEvent.setup()
  renderApp(paths.myRequest, { user: {} })

  await user.click(await screen.findByRole('button', { name: feedback.buttonFor('Ayesha Rahman') }))
  expect(screen.queryByRole('button', { name: feedback.buttonFor('Lena Koch') })).not.toBeInTheDocument()
  const dialog = await screen.findByRole('dialog', { name: feedback.title })
  await user.click(within(dialog).getByRole('radio', { name: feedback.ratings.negative }))
  await user.click(within(dialog).getByRole('button', { name: feedback.send }))

  expect(await within(dialog).findByText(feedback.needReason)).toBeInTheDocument()
  expect(feedbackSent).toEqual([])
})

test('/myrequest sends negative feedback with its reason and comment, once', async () => {
  const { collected } = serveMyRequests()
  const { feedbackSent } = serveTrust()
  const user = userEvent.setup()
  renderApp(paths.myRequest, { user: {} })

  const button = await screen.findByRole('button', { name: feedback.buttonFor('Ayesha Rahman') })
  await user.click(button)
  const dialog = await screen.findByRole('dialog', { name: feedback.title })
  await user.click(within(dialog).getByRole('radio', { name: feedback.ratings.negative }))
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(feedback.reason) }))
  await choose(user, feedback.reasons.late)
  await user.click(within(dialog).getByRole('textbox', { name: feedback.comment }))
  await user.paste('Came an hour late')
  await user.click(within(dialog).getByRole('button', { name: feedback.send }))

  expect(await screen.findByText(feedback.sent)).toBeInTheDocument()
  expect(feedbackSent).toEqual([
    { requestId: collected._id, body: { rating: 'negative', reason: 'late', comment: 'Came an hour late' } },
  ])
  // One piece of feedback per request: the button goes.
  await waitFor(() => expect(button).not.toBeInTheDocument())
})

test('the queue links each requester to their profile and lets the donor rate after a No-show', async () => {
  const food = buildFood()
  const noShow = buildQueuedRequest({
    foodId: food._id,
    status: 'No-show',
    requester: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'pMarco' },
  })
  const waiting = buildQueuedRequest({
    foodId: food._id,
    requester: { name: 'Lena Koch', email: 'lena@example.com', img: '', profileId: 'pLena' },
  })
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () => HttpResponse.json([noShow, waiting])),
  )
  const { feedbackSent } = serveTrust()
  const user = userEvent.setup()
  renderApp(paths.foodRequests(food._id), { user: { email: food.donator.email } })

  expect(await screen.findByRole('link', { name: 'Marco Rossi' })).toHaveAttribute('href', paths.profile('pMarco'))
  expect(screen.queryByRole('button', { name: feedback.buttonFor('Lena Koch') })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: feedback.buttonFor('Marco Rossi') }))
  const dialog = await screen.findByRole('dialog', { name: feedback.title })
  await user.click(within(dialog).getByRole('radio', { name: feedback.ratings.negative }))
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(feedback.reason) }))
  await choose(user, feedback.reasons['no-show'])
  await user.click(within(dialog).getByRole('button', { name: feedback.send }))

  expect(await screen.findByText(feedback.sent)).toBeInTheDocument()
  expect(feedbackSent).toEqual([{ requestId: noShow._id, body: { rating: 'negative', reason: 'no-show' } }])
})

function serveConversation(conversation: ConversationBody, messages: MessageBody[]) {
  server.use(
    http.get(apiUrl(apiPaths.conversations), () => pageAnswer([conversation])),
    http.get(apiUrl(apiPaths.messages(conversation.requestId)), () => HttpResponse.json(messages)),
    http.post(apiUrl(apiPaths.readConversation(conversation.requestId)), () => HttpResponse.json({ success: true })),
  )
}

test("a conversation offers Report on each of the other person's messages, and feedback once Collected", async () => {
  const conversation = buildConversation({
    status: 'Collected',
    other: { name: 'Ayesha Rahman', img: '', profileId: 'pAyesha' },
  })
  const rude = buildMessage({ from: 'them', text: 'Rude words' })
  serveConversation(conversation, [rude, buildMessage({ from: 'me', text: 'Thanks anyway' })])
  const { reports, feedbackSent } = serveTrust()
  const user = userEvent.setup()
  renderApp(paths.thread(conversation.requestId), { user: {} })

  const log = await screen.findByRole('log')
  await within(log).findByText('Rude words')
  // Only the other person's message: one Report button.
  expect(within(log).getAllByRole('button', { name: trustText.report.messageLabel })).toHaveLength(1)
  await user.click(within(log).getByRole('button', { name: trustText.report.messageLabel }))
  const dialog = await screen.findByRole('dialog', { name: trustText.report.title.message })
  await user.click(within(dialog).getByRole('combobox', { name: trustText.report.reason }))
  await choose(user, trustText.report.reasons.offensive)
  await user.click(within(dialog).getByRole('button', { name: trustText.report.send }))
  expect(await screen.findByText(trustText.report.sent)).toBeInTheDocument()
  expect(reports).toEqual([{ target: { kind: 'message', id: rude._id }, reason: 'offensive' }])

  await user.click(await screen.findByRole('button', { name: feedback.buttonFor('Ayesha Rahman') }))
  const rating = await screen.findByRole('dialog', { name: feedback.title })
  await user.click(within(rating).getByRole('button', { name: feedback.send }))
  expect(await screen.findByText(feedback.sent)).toBeInTheDocument()
  expect(feedbackSent).toEqual([{ requestId: conversation.requestId, body: { rating: 'positive' } }])
})

test("a conversation's menu blocks the other person after asking", async () => {
  const conversation = buildConversation({ other: { name: 'Ayesha Rahman', img: '', profileId: 'pAyesha' } })
  serveConversation(conversation, [buildMessage({ from: 'them', text: 'Hello' })])
  let blocked: unknown
  server.use(
    http.post(apiUrl(apiPaths.blocks), async ({ request }) => {
      blocked = await request.json()
      return HttpResponse.json({ success: true }, { status: 201 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.thread(conversation.requestId), { user: {} })

  await user.click(await screen.findByRole('button', { name: trustText.block.more }))
  await user.click(await screen.findByRole('menuitem', { name: trustText.block.buttonLabel('Ayesha Rahman') }))
  const confirm = await screen.findByRole('dialog', { name: trustText.block.confirmTitle('Ayesha Rahman') })
  await user.click(within(confirm).getByRole('button', { name: trustText.block.confirmButton }))

  expect(await screen.findByText(trustText.block.done('Ayesha Rahman'))).toBeInTheDocument()
  expect(blocked).toEqual({ profileId: 'pAyesha' })
})

test("a requester waiting on a pickup is offered no feedback and no block without the other's profile", async () => {
  const conversation = buildConversation({ status: 'Requested' })
  serveConversation(conversation, [buildMessage({ from: 'them', text: 'Hello' })])
  renderApp(paths.thread(conversation.requestId), { user: {} })

  await screen.findByText('Hello')
  expect(screen.queryByRole('button', { name: feedback.button })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: trustText.block.more })).not.toBeInTheDocument()
})

test('the details page links the donor to their profile and reports the food', async () => {
  const food = buildFood({ donator: { name: 'Ayesha Rahman', email: 'ayesha@example.com', img: '', profileId: 'pA' } })
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))
  const { reports } = serveTrust()
  const user = userEvent.setup()
  renderApp(paths.details(food._id), { user: {} })

  expect(await screen.findByRole('link', { name: 'Ayesha Rahman' })).toHaveAttribute('href', paths.profile('pA'))
  await user.click(screen.getByRole('button', { name: trustText.report.foodLabel }))
  const dialog = await screen.findByRole('dialog', { name: trustText.report.title.food })
  await user.click(within(dialog).getByRole('combobox', { name: trustText.report.reason }))
  await choose(user, trustText.report.reasons['unsafe-food'])
  await user.click(within(dialog).getByRole('button', { name: trustText.report.send }))

  expect(await screen.findByText(trustText.report.sent)).toBeInTheDocument()
  expect(reports).toEqual([{ target: { kind: 'food', id: food._id }, reason: 'unsafe-food' }])
})

test('the donor sees no Report on their own food', async () => {
  const food = buildFood({ donator: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'pM' } })
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))
  renderApp(paths.details(food._id), { user: { email: 'marco@example.com' } })

  expect(await screen.findByRole('heading', { level: 1, name: food.foodName })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: trustText.report.foodLabel })).not.toBeInTheDocument()
})
