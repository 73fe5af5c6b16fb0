import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import Swal from 'sweetalert2'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { copy } from '@shared/copy'
import { paths } from '../../../config/paths'
import { buildFood, buildRequest } from '../../../test/builders'
import { apiUrl, pageAnswer, server } from '../../../test/msw'
import { renderApp } from '../../../test/render'
import { messagesText } from '../../../texts/messages'
import { NOT_SENT } from '../../../texts/errors'
import { pickupText, windowText } from '../../../texts/pickup'
import { loopText, requestModalText } from '../../../texts/requests'

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

const ended = { start: '2020-01-16T09:00:00.000Z', end: '2020-01-16T10:00:00.000Z' }
const morning = { start: '2099-01-16T09:00:00.000Z', end: '2099-01-16T10:00:00.000Z' }
const evening = { start: '2099-01-16T17:00:00.000Z', end: '2099-01-16T18:00:00.000Z' }

function serveFood(food = buildFood({ pickupWindows: [ended, morning, evening] })) {
  const received: Record<string, unknown>[] = []
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), async ({ request }) => {
      received.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ insertedId: 'req1' }, { status: 201 })
    }),
  )
  return { food, received }
}

test("the request form offers the food's open windows; one must be chosen, and it is sent", async () => {
  const { food, received } = serveFood()
  // The check of every ancestor's pointer-events is what makes clicks in a large dialog slow.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  renderApp(paths.details(food._id), { user: {} })
  await user.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  const dialog = await screen.findByRole('dialog', { name: requestModalText.title })

  const choices = within(dialog).getByRole('radiogroup', { name: pickupText.request.legend })
  expect(
    within(choices)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual([morning.start, evening.start])
  await user.click(within(dialog).getByRole('button', { name: copy.details.request }))
  expect(within(dialog).getByText(pickupText.request.required)).toBeInTheDocument()
  expect(received).toEqual([])

  await user.click(within(choices).getByRole('radio', { name: windowText(evening) }))
  await user.click(within(dialog).getByRole('button', { name: copy.details.request }))

  await waitFor(() => expect(received).toHaveLength(1))
  expect(received[0]).toHaveProperty('pickupWindow', evening)
})

test('the form puts Portions and Message first, saying what is asked by default, and the prefilled fields below', async () => {
  const { food } = serveFood(buildFood({ quantity: 6, portionsLeft: 4 }))
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  renderApp(paths.details(food._id), { user: {} })
  await user.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  const dialog = await screen.findByRole('dialog', { name: requestModalText.title })

  expect(within(dialog).getByRole('spinbutton', { name: loopText.form.portions })).toHaveAccessibleDescription(
    `${loopText.portionsLeft(4, 6)}. ${loopText.form.portionsDefault(4)}`,
  )
  // In the document's order, as a screen reader and the Tab key meet them.
  const order = [...dialog.querySelectorAll('input[name], textarea[name]')].map((field) => field.getAttribute('name'))
  expect(order.slice(0, 3)).toEqual(['portions', 'message', 'foodName'])
})

test('a request that cannot be sent says so in the form and keeps what was typed', async () => {
  const food = buildFood({ quantity: 6, portionsLeft: 4 })
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), () => HttpResponse.error()),
  )
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  renderApp(paths.details(food._id), { user: {} })
  await user.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  const dialog = await screen.findByRole('dialog', { name: requestModalText.title })
  const portions = within(dialog).getByRole('spinbutton', { name: loopText.form.portions })
  await user.clear(portions)
  await user.type(portions, '2')
  await user.type(within(dialog).getByRole('textbox', { name: loopText.form.message }), 'At six?')

  await user.click(within(dialog).getByRole('button', { name: copy.details.request }))

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_SENT)
  expect(portions).toHaveValue(2)
  expect(within(dialog).getByRole('textbox', { name: loopText.form.message })).toHaveValue('At six?')
})

test('a food without windows asks for none, and the request carries none', async () => {
  const { food, received } = serveFood(buildFood())
  // The check of every ancestor's pointer-events is what makes clicks in a large dialog slow.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  renderApp(paths.details(food._id), { user: {} })
  await user.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  const dialog = await screen.findByRole('dialog', { name: requestModalText.title })

  expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: copy.details.request }))

  await waitFor(() => expect(received).toHaveLength(1))
  expect(received[0]).not.toHaveProperty('pickupWindow')
})

test('the details page of a food one asked for links to the conversation with the donor', async () => {
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.requests), () => pageAnswer([buildRequest({ _id: 'req7', foodId: food._id })])),
  )

  renderApp(paths.details(food._id), { user: {} })

  expect(await screen.findByRole('link', { name: messagesText.openWithDonor })).toHaveAttribute(
    'href',
    paths.thread('req7'),
  )
})
