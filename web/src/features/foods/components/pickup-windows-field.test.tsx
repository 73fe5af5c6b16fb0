import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import Swal from 'sweetalert2'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { MAX_PICKUP_WINDOWS } from '../../../config/constants'
import { paths } from '../../../config/paths'
import { buildFood } from '../../../test/builders'
import { apiUrl, server } from '../../../test/msw'
import { renderApp } from '../../../test/render'
import { pickupText } from '../../../texts/pickup'
import { addFoodText, foodFormLabels } from '../../../texts/foods'

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

const form = pickupText.form

/** A `datetime-local` input takes its value whole; a person picks it in the browser's own picker. */
function pick(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

/** The food's own fields, pasted: what matters here is the windows. */
async function fillFood(user: ReturnType<typeof userEvent.setup>) {
  const food = buildFood()
  const fields: [HTMLElement, string][] = [
    [await screen.findByRole('textbox', { name: foodFormLabels.foodName }), food.foodName],
    [screen.getByRole('textbox', { name: foodFormLabels.foodImg }), food.foodImg],
    [screen.getByRole('spinbutton', { name: foodFormLabels.quantity }), '3'],
    [screen.getByRole('textbox', { name: foodFormLabels.location }), food.location],
  ]
  for (const [field, value] of fields) {
    await user.click(field)
    await user.paste(value)
  }
  fireEvent.change(screen.getByLabelText(new RegExp(foodFormLabels.expireDateTime)), {
    target: { value: '2099-01-20' },
  })
}

test('the form offers at most five windows; removing one offers another', async () => {
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })

  const add = await screen.findByRole('button', { name: form.add })
  for (let count = 1; count <= MAX_PICKUP_WINDOWS; count += 1) await user.click(add)
  expect(screen.getByLabelText(form.end(MAX_PICKUP_WINDOWS))).toHaveAttribute('type', 'datetime-local')
  expect(add).toBeDisabled()
  await user.click(screen.getByRole('button', { name: form.remove(2) }))
  expect(add).toBeEnabled()
  expect(screen.queryByLabelText(form.start(MAX_PICKUP_WINDOWS))).not.toBeInTheDocument()
})

test('the add form takes pickup windows in local time and sends them as ISO 8601 with a time zone', async () => {
  const received: { pickupWindows?: { start: string; end: string }[] }[] = []
  server.use(
    http.post(apiUrl(apiPaths.addFood), async ({ request }) => {
      received.push((await request.json()) as (typeof received)[number])
      return HttpResponse.json({ insertedId: 'new1' }, { status: 201 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  await fillFood(user)

  const add = screen.getByRole('button', { name: form.add })
  await user.click(add)
  await user.click(add)
  pick(form.start(1), '2099-01-16T10:00')
  pick(form.end(1), '2099-01-16T11:30')
  pick(form.start(2), '2099-01-17T18:00')
  pick(form.end(2), '2099-01-17T19:00')

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  await waitFor(() => expect(received).toHaveLength(1))
  const windows = received[0]?.pickupWindows ?? []
  expect(windows).toHaveLength(2)
  for (const edge of windows.flatMap(({ start, end }) => [start, end])) expect(edge).toMatch(/(Z|[+-]\d{2}:\d{2})$/)
  expect(windows.map(({ start, end }) => [Date.parse(start), Date.parse(end)])).toEqual([
    [new Date(2099, 0, 16, 10, 0).getTime(), new Date(2099, 0, 16, 11, 30).getTime()],
    [new Date(2099, 0, 17, 18, 0).getTime(), new Date(2099, 0, 17, 19, 0).getTime()],
  ])
})

test('a food added without windows sends none, as a spec client does', async () => {
  const received: Record<string, unknown>[] = []
  server.use(
    http.post(apiUrl(apiPaths.addFood), async ({ request }) => {
      received.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ insertedId: 'new1' }, { status: 201 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  await fillFood(user)

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  await waitFor(() => expect(received).toHaveLength(1))
  expect(received[0]).not.toHaveProperty('pickupWindows')
})

test("the server's reason for a bad window shows beside the windows", async () => {
  server.use(
    http.post(apiUrl(apiPaths.addFood), () =>
      HttpResponse.json(
        { error: 'Bad Request', fields: { pickupWindows: 'Pickup windows must not overlap' } },
        { status: 400 },
      ),
    ),
  )
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  await fillFood(user)
  await user.click(screen.getByRole('button', { name: form.add }))
  pick(form.start(1), '2099-01-16T10:00')
  pick(form.end(1), '2099-01-16T11:30')

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  expect(await screen.findByText('Pickup windows must not overlap', { selector: 'p' })).toBeInTheDocument()
})

test("the edit form shows the food's windows in local time; left as they are, they are not sent again", async () => {
  const food = buildFood({
    pickupWindows: [{ start: '2099-01-16T09:00:00.000Z', end: '2099-01-16T10:00:00.000Z' }],
  })
  const received: Record<string, unknown>[] = []
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.put(apiUrl(apiPaths.updateFood(food._id)), async ({ request }) => {
      received.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ matchedCount: 1, modifiedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.update(food._id), { user: { email: food.donator.email } })

  const start = await screen.findByLabelText(form.start(1))
  expect(new Date((start as HTMLInputElement).value).toISOString()).toBe('2099-01-16T09:00:00.000Z')
  await user.click(screen.getByRole('button', { name: 'Update Food' }))
  await waitFor(() => expect(received).toHaveLength(1))
  expect(received[0]).not.toHaveProperty('pickupWindows')
})

test('removing every window of a food sends an empty list, which takes them away', async () => {
  const food = buildFood({
    pickupWindows: [{ start: '2099-01-16T09:00:00.000Z', end: '2099-01-16T10:00:00.000Z' }],
  })
  const received: Record<string, unknown>[] = []
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.put(apiUrl(apiPaths.updateFood(food._id)), async ({ request }) => {
      received.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ matchedCount: 1, modifiedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.update(food._id), { user: { email: food.donator.email } })

  await user.click(await screen.findByRole('button', { name: form.remove(1) }))
  await user.click(screen.getByRole('button', { name: 'Update Food' }))

  await waitFor(() => expect(received).toHaveLength(1))
  expect(received[0]).toHaveProperty('pickupWindows', [])
})
