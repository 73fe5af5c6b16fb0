import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiErrors } from '@shared/copy'
import type { QueuedRequest } from '@shared/responses'
import { paths } from '../../config/paths'
import { buildFood, buildQueuedRequest } from '../../test/builders'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { goneFoodText, notYourFoodText } from '../../texts/foods'
import { loopText } from '../../texts/requests'

/** The builders' donor, signed in: only they see their food's edit form and queue. */
const asDonor = { user: { email: buildFood().donator.email } }

const moves = loopText.moves

/** A donor's food and its queue, served as the API would; PATCHes are recorded and applied. */
function serveQueue(queue: QueuedRequest[]) {
  const food = buildFood({ quantity: 6, portionsLeft: 6 })
  const patches: { id: string; body: unknown }[] = []
  let stored = queue.map((request) => ({ ...request, foodId: food._id }))
  let queueReads = 0
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () => {
      queueReads += 1
      return HttpResponse.json(stored)
    }),
    // The path's pattern: apiPaths.moveRequest would encode the ':'.
    http.patch(apiUrl('/request/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { status: QueuedRequest['status'] }
      patches.push({ id: String(params.id), body })
      stored = stored.map((queued) => (queued._id === params.id ? { ...queued, status: body.status } : queued))
      const moved = stored.find((queued) => queued._id === params.id)
      return HttpResponse.json(moved)
    }),
  )
  return { food, patches, queueReads: () => queueReads }
}

test("lists who asked: photo, name, portions, time, the message as text, the state and the donor's answers", async () => {
  const waiting = buildQueuedRequest({
    requester: {
      name: 'Marco Rossi',
      email: 'marco@example.com',
      img: 'https://images.example.com/marco.jpg',
      profileId: 'profileMarco',
    },
    portions: 2,
    requestedTime: '6:15:00 PM',
    message: '<img src=x onerror=alert(1)> I can come at six',
  })
  const accepted = buildQueuedRequest({
    requester: { name: 'Lena Koch', email: 'lena@example.com', img: '', profileId: 'profileLena' },
    status: 'Accepted',
  })
  const { food } = serveQueue([waiting, accepted])

  const { container } = renderApp(paths.foodRequests(food._id), asDonor)

  const table = await screen.findByRole('table', { name: loopText.queue.heading(food.foodName) })
  expect(screen.getByRole('heading', { level: 1, name: loopText.queue.heading(food.foodName) })).toBeInTheDocument()
  expect(screen.getByText(loopText.portionsLeft(6, 6))).toBeInTheDocument()
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([...loopText.queue.columns])
  const row = within(table).getByRole('row', { name: /Marco Rossi/ })
  expect(within(row).getByRole('img', { name: 'Marco Rossi' })).toHaveAttribute('src', waiting.requester.img)
  expect(within(row).getByText('2 portions')).toBeInTheDocument()
  expect(within(row).getByText('6:15:00 PM')).toBeInTheDocument()
  expect(within(row).getByText(waiting.message)).toBeInTheDocument()
  expect(container.querySelector('img[src="x"]')).toBeNull()
  expect(within(row).getByText('Requested')).toBeInTheDocument()
  expect(
    within(row)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([moves.Accepted.button, moves.Declined.button])
  const acceptedRow = within(table).getByRole('row', { name: /Lena Koch/ })
  expect(within(acceptedRow).getByText(loopText.queue.noMessage)).toBeInTheDocument()
  expect(
    within(acceptedRow)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([moves.Collected.button, moves['No-show'].button])
})

test('Accept asks first, sends the move, says so in a toast and shows the request accepted', async () => {
  const waiting = buildQueuedRequest({
    requester: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'profileMarco' },
  })
  const { food, patches, queueReads } = serveQueue([waiting])
  const user = userEvent.setup()
  renderApp(paths.foodRequests(food._id), asDonor)
  const row = await screen.findByRole('row', { name: /Marco Rossi/ })

  await user.click(within(row).getByRole('button', { name: moves.Accepted.button }))
  const confirm = await screen.findByRole('dialog', { name: moves.Accepted.title })
  expect(confirm).toHaveAccessibleDescription(moves.Accepted.text('Marco Rossi', 1))
  const readsBefore = queueReads()
  await user.click(within(confirm).getByRole('button', { name: moves.Accepted.confirmButton }))

  expect(await screen.findByRole('alert')).toHaveTextContent(moves.Accepted.done)
  expect(patches).toEqual([{ id: waiting._id, body: { status: 'Accepted' } }])
  await waitFor(() => expect(queueReads()).toBeGreaterThan(readsBefore))
  const refreshed = await screen.findByRole('row', { name: /Marco Rossi/ })
  expect(await within(refreshed).findByText('Accepted')).toBeInTheDocument()
  expect(within(refreshed).getByRole('button', { name: moves.Collected.button })).toBeInTheDocument()
})

test('Accept with fewer portions left than asked offers what is left, refuses more, and sends the portions kept', async () => {
  const waiting = buildQueuedRequest({
    requester: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'profileMarco' },
    portions: 5,
  })
  const food = buildFood({ quantity: 6, portionsLeft: 2 })
  const patches: unknown[] = []
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () => HttpResponse.json([waiting])),
    http.patch(apiUrl('/request/:id'), async ({ request }) => {
      patches.push(await request.json())
      return HttpResponse.json({ ...waiting, status: 'Accepted', portions: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.foodRequests(food._id), asDonor)

  await user.click(
    within(await screen.findByRole('row', { name: /Marco Rossi/ })).getByRole('button', {
      name: moves.Accepted.button,
    }),
  )
  const confirm = await screen.findByRole('dialog', { name: moves.Accepted.title })
  expect(within(confirm).getByText(moves.Accepted.text('Marco Rossi', 5))).toBeInTheDocument()
  // The journey reads the label SweetAlert2 gives its input; here, the field and what it takes.
  const kept = within(confirm).getByRole('spinbutton')
  expect(kept).toHaveValue(2)
  await user.clear(kept)
  await user.type(kept, '3')
  await user.click(within(confirm).getByRole('button', { name: moves.Accepted.confirmButton }))
  expect(await within(confirm).findByText(loopText.form.portionsInvalid(2))).toBeInTheDocument()
  expect(patches).toEqual([])

  await user.clear(kept)
  await user.type(kept, '1')
  await user.click(within(confirm).getByRole('button', { name: moves.Accepted.confirmButton }))

  expect(await screen.findByRole('alert')).toHaveTextContent(moves.Accepted.done)
  expect(patches).toEqual([{ status: 'Accepted', portions: 1 }])
})

test('cancelling the question sends nothing', async () => {
  const waiting = buildQueuedRequest({
    requester: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'profileMarco' },
  })
  const { food, patches } = serveQueue([waiting])
  const user = userEvent.setup()
  renderApp(paths.foodRequests(food._id), asDonor)

  await user.click(
    within(await screen.findByRole('row', { name: /Marco Rossi/ })).getByRole('button', {
      name: moves.Declined.button,
    }),
  )
  const confirm = await screen.findByRole('dialog', { name: moves.Declined.title })
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(patches).toEqual([])
})

test("a refused move (409 Not enough portions left) shows the server's reason in a toast", async () => {
  const waiting = buildQueuedRequest({
    requester: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'profileMarco' },
  })
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () => HttpResponse.json([waiting])),
    http.patch(apiUrl(apiPaths.moveRequest(waiting._id)), () =>
      HttpResponse.json({ error: apiErrors.notEnoughPortions }, { status: 409 }),
    ),
  )
  const user = userEvent.setup()
  renderApp(paths.foodRequests(food._id), asDonor)

  await user.click(
    within(await screen.findByRole('row', { name: /Marco Rossi/ })).getByRole('button', {
      name: moves.Accepted.button,
    }),
  )
  await user.click(
    within(await screen.findByRole('dialog', { name: moves.Accepted.title })).getByRole('button', {
      name: moves.Accepted.confirmButton,
    }),
  )

  expect(await screen.findByRole('alert')).toHaveTextContent(loopText.queue.failed(apiErrors.notEnoughPortions))
})

test("someone else's queue says at once that the food is not theirs, offers to view it, and keeps them signed in", async () => {
  const food = buildFood({
    donator: { name: 'Ayesha Rahman', email: 'ayesha@example.com', img: '', profileId: 'profileAyesha' },
  })
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () =>
      HttpResponse.json({ error: apiErrors.notYourFood }, { status: 403 }),
    ),
  )
  const signOut = vi.fn(() => Promise.resolve())

  renderApp(paths.foodRequests(food._id), { user: { email: 'marco@example.com' }, session: { signOut } })

  expect(
    await screen.findByRole('heading', { level: 1, name: notYourFoodText.heading(food.foodName) }),
  ).toBeInTheDocument()
  expect(screen.getByText(notYourFoodText.queue('Ayesha Rahman'))).toBeInTheDocument()
  expect(screen.getByRole('link', { name: notYourFoodText.view })).toHaveAttribute('href', paths.details(food._id))
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  expect(screen.queryByText(apiErrors.notYourFood)).not.toBeInTheDocument()
  expect(signOut).not.toHaveBeenCalled()
})

test('a queue nobody has joined says so', async () => {
  const { food } = serveQueue([])
  renderApp(paths.foodRequests(food._id), asDonor)
  expect(await screen.findByText(loopText.queue.empty)).toBeInTheDocument()
})

test('the queue of a deleted food (a bell entry, an old link) shows the gone-food page, with no Retry', async () => {
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () =>
      HttpResponse.json({ error: apiErrors.foodNotFound }, { status: 404 }),
    ),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () =>
      HttpResponse.json({ error: apiErrors.foodNotFound }, { status: 404 }),
    ),
  )
  renderApp(paths.foodRequests(food._id), asDonor)

  expect(await screen.findByRole('heading', { level: 1, name: goneFoodText.heading })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: goneFoodText.back })).toHaveAttribute('href', paths.allFood)
  expect(screen.queryByText(new RegExp(apiErrors.foodNotFound))).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
})
