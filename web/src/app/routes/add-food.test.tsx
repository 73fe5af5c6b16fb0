import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import Swal from 'sweetalert2'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiErrors, copy } from '@shared/copy'
import { REDIRECT_DELAY_MS } from '../../config/constants'
import { paths } from '../../config/paths'
import { buildFood } from '../../test/builders'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { addFoodText, dietTagText, foodFormLabels } from '../../texts/foods'

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

type User = ReturnType<typeof userEvent.setup>

/** Types a food into the form; each field can be overridden ('' leaves it empty). */
async function fillFood(
  user: User,
  values: Partial<Record<'foodName' | 'foodImg' | 'quantity' | 'location' | 'expireDateTime', string>> = {},
) {
  const food = buildFood()
  const typed = {
    foodName: food.foodName,
    foodImg: food.foodImg,
    quantity: String(food.quantity),
    location: food.location,
    expireDateTime: food.expireDateTime,
    ...values,
  }
  const fields: [HTMLElement, string][] = [
    [await screen.findByRole('textbox', { name: foodFormLabels.foodName }), typed.foodName],
    [screen.getByRole('textbox', { name: foodFormLabels.foodImg }), typed.foodImg],
    [screen.getByRole('spinbutton', { name: foodFormLabels.quantity }), typed.quantity],
    [screen.getByRole('textbox', { name: foodFormLabels.location }), typed.location],
    [screen.getByLabelText(new RegExp(foodFormLabels.expireDateTime)), typed.expireDateTime],
  ]
  for (const [field, value] of fields) {
    await user.clear(field)
    if (value) await user.type(field, value)
  }
  return typed
}

function countAdds(): { count: () => number } {
  let adds = 0
  server.use(
    http.post(apiUrl(apiPaths.addFood), () => {
      adds += 1
      return HttpResponse.json({ insertedId: 'new1' }, { status: 201 })
    }),
  )
  return { count: () => adds }
}

test("shows the 'Add Foods' form: labelled fields, only Available, the donor read-only from the session", async () => {
  renderApp(paths.addFood, {
    user: { displayName: 'Marco Rossi', email: 'marco@example.com', photoURL: 'https://images.example.com/m.jpg' },
  })

  expect(await screen.findByRole('heading', { level: 1, name: copy.addFood.heading })).toBeInTheDocument()
  for (const label of [foodFormLabels.foodName, foodFormLabels.foodImg, foodFormLabels.location]) {
    expect(screen.getByRole('textbox', { name: label })).toBeRequired()
  }
  expect(screen.getByRole('spinbutton', { name: foodFormLabels.quantity })).toHaveAttribute('type', 'number')
  expect(screen.getByLabelText(new RegExp(foodFormLabels.expireDateTime))).toHaveAttribute('type', 'date')
  const status = screen.getByRole('combobox', { name: foodFormLabels.foodStatus })
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Available'])
  const donor: [string, string][] = [
    [foodFormLabels.donatorName, 'Marco Rossi'],
    [foodFormLabels.donatorEmail, 'marco@example.com'],
    [foodFormLabels.donatorImg, 'https://images.example.com/m.jpg'],
  ]
  for (const [label, value] of donor) {
    const field = screen.getByRole('textbox', { name: label })
    expect(field).toHaveValue(value)
    expect(field).toHaveAttribute('readonly')
  }
})

test("a bad image URL shows 'Invalid food URL' / 'Please enter a valid food URL' and sends nothing", async () => {
  const adds = countAdds()
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  await fillFood(user, { foodImg: 'ftp://images.example.com/soup.jpg' })

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  const dialog = await screen.findByRole('dialog', { name: copy.dialog.invalidUrl.title })
  expect(dialog).toHaveAccessibleDescription(copy.dialog.invalidUrl.text)
  expect(adds.count()).toBe(0)
})

test("a one-letter name shows 'Invalid food Title' with the spec's text and sends nothing", async () => {
  const adds = countAdds()
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  await fillFood(user, { foodName: ' a ' })

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  const dialog = await screen.findByRole('dialog', { name: copy.dialog.invalidTitle.title })
  expect(dialog).toHaveAccessibleDescription(copy.dialog.invalidTitle.text)
  expect(adds.count()).toBe(0)
})

test('an empty field is refused with the reason beside it, and nothing is sent', async () => {
  const adds = countAdds()
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  await fillFood(user, { location: '' })

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  const dialog = await screen.findByRole('dialog', { name: apiErrors.badRequest })
  expect(dialog).toHaveAccessibleDescription('Pickup location is required')
  await user.click(screen.getByRole('button', { name: 'OK' }))
  expect(screen.getByRole('textbox', { name: foodFormLabels.location })).toHaveAttribute('aria-invalid', 'true')
  expect(adds.count()).toBe(0)
})

test("sends the food, shows 'New food Added Successfully', resets the form and goes to /allfood after 2 s", async () => {
  const received: unknown[] = []
  let answeredAt = 0
  server.use(
    http.post(apiUrl(apiPaths.addFood), async ({ request }) => {
      received.push(await request.json())
      answeredAt = Date.now()
      return HttpResponse.json({ insertedId: 'new1' }, { status: 201 })
    }),
    http.get(apiUrl(apiPaths.foods), () => HttpResponse.json([])),
  )
  const user = userEvent.setup()
  const { router } = renderApp(paths.addFood, {
    user: { displayName: 'Marco Rossi', email: 'marco@example.com', photoURL: 'https://images.example.com/m.jpg' },
  })
  const typed = await fillFood(user, { quantity: '4' })

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  expect(await screen.findByRole('dialog', { name: copy.dialog.added })).toBeInTheDocument()
  // sweetalert2 hides the page from assistive tech while its dialog shows.
  expect(screen.getByRole('textbox', { name: foodFormLabels.foodName, hidden: true })).toHaveValue('')
  expect(router.state.location.pathname).toBe(paths.addFood)
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.allFood), {
    timeout: REDIRECT_DELAY_MS + 1500,
  })
  // The delay runs from the server's answer; the redirect never comes sooner.
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS)
  expect(received).toEqual([
    {
      foodName: typed.foodName,
      foodImg: typed.foodImg,
      quantity: 4,
      location: typed.location,
      expireDateTime: typed.expireDateTime,
      foodStatus: 'Available',
      tags: [],
      donator: { name: 'Marco Rossi', email: 'marco@example.com', img: 'https://images.example.com/m.jpg' },
    },
  ])
})

test('the diet and allergen boxes ticked are sent as tags, in the fixed list’s order', async () => {
  const received: unknown[] = []
  server.use(
    http.post(apiUrl(apiPaths.addFood), async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ insertedId: 'new1' }, { status: 201 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: { displayName: 'Marco Rossi', email: 'marco@example.com' } })
  await fillFood(user, { quantity: '2' })
  const tags = screen.getByRole('group', { name: dietTagText.tags })

  await user.click(within(tags).getByRole('checkbox', { name: 'Halal' }))
  await user.click(within(tags).getByRole('checkbox', { name: 'Contains nuts' }))
  await user.click(within(tags).getByRole('checkbox', { name: 'Vegan' }))
  await user.click(within(tags).getByRole('checkbox', { name: 'Contains nuts' }))
  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  await waitFor(() => expect(received).toHaveLength(1))
  expect(received[0]).toMatchObject({ tags: ['vegan', 'halal'] })
})

test('a second click while the food is being sent adds nothing more', async () => {
  const adds = countAdds()
  // The second click lands on a disabled button: let it, as a hurried user would.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  renderApp(paths.addFood, { user: {} })
  await fillFood(user)
  const submit = screen.getByRole('button', { name: addFoodText.submit })

  await user.click(submit)
  await user.click(submit)

  expect(await screen.findByText(copy.dialog.added)).toBeInTheDocument()
  expect(submit).toBeDisabled()
  expect(adds.count()).toBe(1)
})

test("shows the server's refusal with the fields it names", async () => {
  server.use(
    http.post(apiUrl(apiPaths.addFood), () =>
      HttpResponse.json(
        { error: apiErrors.badRequest, fields: { expireDateTime: 'Expiry date must not be in the past' } },
        { status: 400 },
      ),
    ),
  )
  const user = userEvent.setup()
  const { router } = renderApp(paths.addFood, { user: {} })
  await fillFood(user)

  await user.click(screen.getByRole('button', { name: addFoodText.submit }))

  const dialog = await screen.findByRole('dialog', { name: addFoodText.failed })
  expect(dialog).toHaveAccessibleDescription(`${apiErrors.badRequest}: Expiry date must not be in the past`)
  await user.click(screen.getByRole('button', { name: 'OK' }))
  expect(screen.getByText('Expiry date must not be in the past')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: addFoodText.submit })).toBeEnabled()
  expect(router.state.location.pathname).toBe(paths.addFood)
})
