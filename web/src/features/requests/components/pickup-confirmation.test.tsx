import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import type { QueuedRequest } from '@shared/responses'
import { copy } from '@shared/copy'
import { loopText } from '../../../texts/requests'
import { paths } from '../../../config/paths'
import { buildFood, buildQueuedRequest, buildRequest } from '../../../test/builders'
import { apiUrl, pageAnswer, server } from '../../../test/msw'
import { renderApp } from '../../../test/render'
import { messagesText } from '../../../texts/messages'
import { localTimeText, pickupText, windowText } from '../../../texts/pickup'
import { statusText } from '../../../texts/foods'

const pickupWindow = { start: '2099-01-16T17:00:00.000Z', end: '2099-01-16T18:00:00.000Z' }

test('/myrequest: an accepted request says by when to confirm; Confirm confirms it, and the calendar file is a link away', async () => {
  const request = buildRequest({
    _id: 'req1',
    foodName: 'Dal Makhani',
    status: 'Accepted',
    pickupWindow,
    confirmBy: '2099-01-16T16:30:00.000Z',
  })
  let confirmed = false
  server.use(
    http.get(apiUrl(apiPaths.requests), () => pageAnswer([{ ...request, confirmed }])),
    http.post(apiUrl(apiPaths.confirmPickup('req1')), () => {
      confirmed = true
      return HttpResponse.json({ ...request, confirmed })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.myRequest, { user: {} })

  const table = await screen.findByRole('table', { name: copy.myRequest.heading })
  const row = within(table).getByRole('row', { name: /Dal Makhani/ })
  expect(within(row).getByText(pickupText.confirmBy(localTimeText(request.confirmBy ?? '')))).toBeInTheDocument()
  expect(within(row).getByText(windowText(pickupWindow))).toBeInTheDocument()
  expect(within(row).getByRole('link', { name: pickupText.addToCalendar })).toHaveAttribute(
    'href',
    `/api${apiPaths.calendar('req1')}`,
  )
  expect(within(row).getByRole('link', { name: messagesText.openAbout('Dal Makhani') })).toHaveAttribute(
    'href',
    paths.thread('req1'),
  )

  await user.click(within(row).getByRole('button', { name: pickupText.confirm }))

  await waitFor(() => expect(within(row).getByText(pickupText.confirmed, { selector: 'p' })).toBeInTheDocument())
  expect(confirmed).toBe(true)
  expect(within(row).queryByRole('button', { name: pickupText.confirm })).not.toBeInTheDocument()
})

test('/myrequest: a request still waiting shows its chosen window and no Confirm; a released one says Released', async () => {
  const waiting = buildRequest({ foodName: 'Veg Pulao', status: 'Requested', pickupWindow })
  const released = buildRequest({ foodName: 'Old Soup', status: 'Released', pickupWindow })
  server.use(http.get(apiUrl(apiPaths.requests), () => pageAnswer([waiting, released])))

  renderApp(paths.myRequest, { user: {} })

  const table = await screen.findByRole('table', { name: copy.myRequest.heading })
  const waitingRow = within(table).getByRole('row', { name: /Veg Pulao/ })
  expect(within(waitingRow).getByText(windowText(pickupWindow))).toBeInTheDocument()
  expect(within(waitingRow).queryByRole('button', { name: pickupText.confirm })).not.toBeInTheDocument()
  const releasedRow = within(table).getByRole('row', { name: /Old Soup/ })
  expect(within(releasedRow).getByText('Released')).toBeInTheDocument()
})

test("the donor's queue says which accepted requests are confirmed, which wait, which were released, and links to each conversation", async () => {
  const food = buildFood({ quantity: 6, portionsLeft: 2 })
  const queue: QueuedRequest[] = [
    buildQueuedRequest({
      _id: 'reqA',
      foodId: food._id,
      status: 'Accepted',
      confirmed: true,
      pickupWindow,
      requester: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'profileMarco' },
    }),
    buildQueuedRequest({
      _id: 'reqB',
      foodId: food._id,
      status: 'Accepted',
      confirmBy: '2099-01-16T16:30:00.000Z',
      requester: { name: 'Lena Koch', email: 'lena@example.com', img: '', profileId: 'profileLena' },
    }),
    buildQueuedRequest({
      _id: 'reqC',
      foodId: food._id,
      status: 'Released',
      requester: { name: 'Omar Faruk', email: 'omar@example.com', img: '', profileId: 'profileOmar' },
    }),
  ]
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () => HttpResponse.json(queue)),
  )

  renderApp(paths.foodRequests(food._id), { user: { email: food.donator.email } })

  const table = await screen.findByRole('table', { name: loopText.queue.heading(food.foodName) })
  const marco = within(table).getByRole('row', { name: /Marco Rossi/ })
  expect(within(marco).getByText(pickupText.queue.confirmed)).toBeInTheDocument()
  expect(within(marco).getByText(windowText(pickupWindow))).toBeInTheDocument()
  expect(within(marco).getByRole('link', { name: messagesText.openWith('Marco Rossi') })).toHaveAttribute(
    'href',
    paths.thread('reqA'),
  )
  const lena = within(table).getByRole('row', { name: /Lena Koch/ })
  expect(within(lena).getByText(pickupText.queue.waiting)).toBeInTheDocument()
  const omar = within(table).getByRole('row', { name: /Omar Faruk/ })
  expect(within(omar).getByText(statusText.Released ?? '')).toBeInTheDocument()
  expect(within(omar).queryByRole('button')).not.toBeInTheDocument()
})
