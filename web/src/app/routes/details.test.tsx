import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import Swal from 'sweetalert2'
import { afterEach, expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiErrors, copy } from '@shared/copy'
import { paths } from '../../config/paths'
import { buildFood, buildRequest } from '../../test/builders'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { loopText, requestModalText } from '../../texts/requests'
import { cannotRequestText, detailsLabels, goneFoodText } from '../../texts/foods'
import { directionsText } from '../../texts/near'

const labels = requestModalText.labels

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

test('shows the food: image, name, status word, quantity, donator, expiry and location', async () => {
  const food = buildFood({ foodStatus: 'Requested', quantity: 7, location: 'Chittagong, GEC' })
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))

  renderApp(paths.details(food._id), { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: food.foodName })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: food.foodName })).toHaveAttribute('src', food.foodImg)
  expect(screen.getByText('Requested')).toBeInTheDocument()
  expect(screen.getByText(`${detailsLabels.quantity}:`).parentElement).toHaveTextContent('7')
  expect(screen.getByText(`${detailsLabels.donator}:`).parentElement).toHaveTextContent(food.donator.name)
  expect(screen.getByText(`${detailsLabels.expireDateTime}:`).parentElement).toHaveTextContent(food.expireDateTime)
  expect(screen.getByText(`${detailsLabels.location}:`).parentElement).toHaveTextContent('Chittagong, GEC')
  expect(screen.getByRole('link', { name: copy.details.addToOther })).toHaveAttribute('href', paths.allFood)
  expect(screen.getByRole('button', { name: copy.details.addToRequest })).toBeEnabled()
})

test('renders a donor-typed name as text, never as markup', async () => {
  const food = buildFood({ foodName: '<img src=x onerror=alert(1)>' })
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))

  const { container } = renderApp(paths.details(food._id), { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: food.foodName })).toBeInTheDocument()
  expect(container.querySelector('img[src="x"]')).toBeNull()
})

test("shows 'Loading...', then the failure with a Retry that loads the food", async () => {
  const food = buildFood()
  let found = false
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () =>
      found ? HttpResponse.json(food) : HttpResponse.json({ error: apiErrors.unavailable }, { status: 503 }),
    ),
  )

  renderApp(paths.details(food._id), { user: {} })

  expect(screen.getByText(copy.loading)).toBeInTheDocument()
  expect(await screen.findByText(new RegExp(apiErrors.unavailable))).toBeInTheDocument()
  found = true
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { level: 1, name: food.foodName })).toBeInTheDocument()
})

test('a food that is gone says it is no longer listed, with a way back to all foods and no Retry', async () => {
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () =>
      HttpResponse.json({ error: apiErrors.foodNotFound }, { status: 404 }),
    ),
  )

  renderApp(paths.details(food._id), { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: goneFoodText.heading })).toBeInTheDocument()
  expect(screen.getByText(goneFoodText.body)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: goneFoodText.back })).toHaveAttribute('href', paths.allFood)
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
})

test('an Expired food disables Add to Request and says why beside it', async () => {
  const food = buildFood({ foodStatus: 'Expired' })
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))

  renderApp(paths.details(food._id), { user: { email: 'marco@example.com' } })

  const add = await screen.findByRole('button', { name: copy.details.addToRequest })
  expect(add).toBeDisabled()
  expect(add).toHaveAccessibleDescription(cannotRequestText.expired)
  expect(screen.getByText(cannotRequestText.expired)).toBeVisible()
})

test('the request form is prefilled, read-only, with the user, the time and the status Requested', async () => {
  const food = buildFood()
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))
  renderApp(paths.details(food._id), { user: { email: 'marco@example.com' } })

  await userEvent.click(await screen.findByRole('button', { name: copy.details.addToRequest }))

  const dialog = await screen.findByRole('dialog', { name: requestModalText.title })
  const expected: [string, string][] = [
    [labels.foodName, food.foodName],
    [labels.foodImg, food.foodImg],
    [labels.foodId, food._id],
    [labels.donatorEmail, food.donator.email],
    [labels.donatorName, food.donator.name],
    [labels.userEamil, 'marco@example.com'],
    [labels.location, food.location],
    [labels.expireDateTime, food.expireDateTime],
    [labels.foodStatus, 'Requested'],
  ]
  for (const [label, value] of expected) {
    const field = within(dialog).getByRole('textbox', { name: label })
    expect(field).toHaveValue(value)
    expect(field).toHaveAttribute('readonly')
  }
  const time = within(dialog).getByRole('textbox', { name: labels.requestedTime })
  // toLocaleTimeString('en-US'), which the API's requestInput accepts.
  expect(time).toHaveDisplayValue(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M$/)
  expect(time).toHaveAttribute('readonly')
})

test("'Request' sends the spec's body, shows 'Request sent successfully' and goes to /myrequest", async () => {
  const food = buildFood()
  const received: unknown[] = []
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ insertedId: food._id }, { status: 201 })
    }),
    http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([])),
  )
  const { router } = renderApp(paths.details(food._id), { user: { email: 'marco@example.com' } })
  await userEvent.click(await screen.findByRole('button', { name: copy.details.addToRequest }))

  await userEvent.click(
    within(await screen.findByRole('dialog', { name: requestModalText.title })).getByRole('button', {
      name: copy.details.request,
    }),
  )

  expect(await screen.findByRole('dialog', { name: copy.dialog.requestSent })).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.myRequest))
  expect(received).toEqual([
    {
      foodName: food.foodName,
      foodId: food._id,
      foodImg: food.foodImg,
      requestedTime: expect.stringMatching(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M$/) as unknown,
      userEamil: 'marco@example.com',
      expireDateTime: food.expireDateTime,
      foodStatus: 'Requested',
      location: food.location,
      donator: { name: food.donator.name, email: food.donator.email },
      portions: food.portionsLeft,
      message: '',
    },
  ])
})

test('a second click while the request is on its way sends nothing more', async () => {
  const food = buildFood()
  let posts = 0
  let answer: (() => void) | undefined
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), async () => {
      posts += 1
      await new Promise<void>((resolve) => (answer = resolve))
      return HttpResponse.json({ insertedId: food._id }, { status: 201 })
    }),
    http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([])),
  )
  // The second click lands on a disabled button: let it, as a hurried user would.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  renderApp(paths.details(food._id), { user: {} })
  await user.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  const send = within(await screen.findByRole('dialog', { name: requestModalText.title })).getByRole('button', {
    name: copy.details.request,
  })

  await user.click(send)
  await user.click(send)

  await waitFor(() => expect(send).toBeDisabled())
  answer?.()
  expect(await screen.findByText(copy.dialog.requestSent)).toBeInTheDocument()
  expect(posts).toBe(1)
})

test('shows the server refusal (409 Already requested) and stays on the food', async () => {
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), () =>
      HttpResponse.json({ error: apiErrors.alreadyRequested }, { status: 409 }),
    ),
  )
  const { router } = renderApp(paths.details(food._id), { user: {} })
  await userEvent.click(await screen.findByRole('button', { name: copy.details.addToRequest }))

  await userEvent.click(
    within(await screen.findByRole('dialog', { name: requestModalText.title })).getByRole('button', {
      name: copy.details.request,
    }),
  )

  const dialog = await screen.findByRole('dialog', { name: requestModalText.failed })
  expect(dialog).toHaveAccessibleDescription(apiErrors.alreadyRequested)
  expect(router.state.location.pathname).toBe(paths.details(food._id))
})

test('a request of one’s own food shows the server’s 403 reason and keeps the person signed in', async () => {
  const food = buildFood({
    donator: { name: 'Marco Rossi', email: 'marco@example.com', img: '', profileId: 'profileMarco' },
  })
  let posts = 0
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), () => {
      posts += 1
      return HttpResponse.json({ error: apiErrors.ownFood }, { status: 403 })
    }),
  )
  const signOut = vi.fn(() => Promise.resolve())
  const { router } = renderApp(paths.details(food._id), { user: { email: 'Marco@example.com' }, session: { signOut } })
  await userEvent.click(await screen.findByRole('button', { name: copy.details.addToRequest }))

  await userEvent.click(
    within(await screen.findByRole('dialog', { name: requestModalText.title })).getByRole('button', {
      name: copy.details.request,
    }),
  )

  const dialog = await screen.findByRole('dialog', { name: requestModalText.failed })
  expect(dialog).toHaveAccessibleDescription(apiErrors.ownFood)
  expect(posts).toBe(1)
  expect(signOut).not.toHaveBeenCalled()
  expect(router.state.location.pathname).toBe(paths.details(food._id))
})

test('Escape closes the request form and sends nothing', async () => {
  const food = buildFood()
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))
  renderApp(paths.details(food._id), { user: {} })
  await userEvent.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  await screen.findByRole('dialog', { name: requestModalText.title })

  await userEvent.keyboard('{Escape}')

  await waitFor(() => expect(screen.queryByRole('dialog', { name: requestModalText.title })).not.toBeInTheDocument())
})

test("shows '3 of 6 portions left', and the form sends the portions and message the person chose", async () => {
  const food = buildFood({ quantity: 6, portionsLeft: 3 })
  const received: unknown[] = []
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ insertedId: 'newRequest1' }, { status: 201 })
    }),
    http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([])),
  )
  const { router } = renderApp(paths.details(food._id), { user: { email: 'marco@example.com' } })

  expect(await screen.findByText(loopText.portionsLeft(3, 6))).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: copy.details.addToRequest }))
  const dialog = await screen.findByRole('dialog', { name: requestModalText.title })
  const portions = within(dialog).getByRole('spinbutton', { name: loopText.form.portions })
  expect(portions).toHaveValue(3)
  await userEvent.clear(portions)
  await userEvent.type(portions, '2')
  await userEvent.click(within(dialog).getByRole('textbox', { name: loopText.form.message }))
  await userEvent.paste('I can come at six <b>sharp</b>')
  await userEvent.click(within(dialog).getByRole('button', { name: copy.details.request }))

  await waitFor(() => expect(router.state.location.pathname).toBe(paths.myRequest))
  expect(received).toEqual([
    expect.objectContaining({ foodId: food._id, portions: 2, message: 'I can come at six <b>sharp</b>' }),
  ])
})

test('portions above what is left are refused in the form, and nothing is sent', async () => {
  const food = buildFood({ quantity: 6, portionsLeft: 3 })
  let posts = 0
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.post(apiUrl(apiPaths.requests), () => {
      posts += 1
      return HttpResponse.json({ insertedId: 'newRequest1' }, { status: 201 })
    }),
  )
  renderApp(paths.details(food._id), { user: {} })
  await userEvent.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  const dialog = await screen.findByRole('dialog', { name: requestModalText.title })
  const portions = within(dialog).getByRole('spinbutton', { name: loopText.form.portions })

  await userEvent.clear(portions)
  await userEvent.type(portions, '4')
  await userEvent.click(within(dialog).getByRole('button', { name: copy.details.request }))

  expect(portions).toHaveAccessibleDescription(loopText.form.portionsInvalid(3))
  expect(portions).toBeInvalid()
  expect(screen.getByRole('dialog', { name: requestModalText.title })).toBeInTheDocument()
  expect(posts).toBe(0)
})

test('a food deleted while its page was open: Request answers 404, and the page becomes the gone-food page', async () => {
  const food = buildFood()
  let gone = false
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () =>
      gone ? HttpResponse.json({ error: apiErrors.foodNotFound }, { status: 404 }) : HttpResponse.json(food),
    ),
    http.post(apiUrl(apiPaths.requests), () => {
      gone = true
      return HttpResponse.json({ error: apiErrors.foodNotFound }, { status: 404 })
    }),
  )
  renderApp(paths.details(food._id), { user: {} })
  await userEvent.click(await screen.findByRole('button', { name: copy.details.addToRequest }))
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: requestModalText.title })).getByRole('button', {
      name: copy.details.request,
    }),
  )

  expect(await screen.findByRole('heading', { level: 1, name: goneFoodText.heading })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: copy.details.addToRequest })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
})

test('once the request is accepted, the page shows where to pick it up with a link to the exact point', async () => {
  const point = { lat: 23.81234, lng: 90.41251 }
  const food = buildFood({ coordinates: point })
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.requests), () =>
      HttpResponse.json([
        buildRequest({ foodId: food._id, foodName: food.foodName, status: 'Accepted', coordinates: point }),
      ]),
    ),
  )
  renderApp(paths.details(food._id), { user: {} })

  expect(await screen.findByText(directionsText.heading)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: directionsText.openInMapsLabel(food.foodName) })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=23.81234&mlon=90.41251#map=17/23.81234/90.41251',
  )
})

test('a request still waiting shows no pickup point', async () => {
  const food = buildFood({ coordinates: { lat: 23.81, lng: 90.41 } })
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.requests), () =>
      HttpResponse.json([buildRequest({ foodId: food._id, status: 'Requested' })]),
    ),
  )
  renderApp(paths.details(food._id), { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: food.foodName })).toBeInTheDocument()
  expect(screen.queryByText(directionsText.heading)).not.toBeInTheDocument()
})
