import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
import { foodFormLabels, notYourFoodText, updateFoodText } from '../../texts/foods'

/** The builders' donor, signed in: only they see their food's edit form and queue. */
const asDonor = { user: { email: buildFood().donator.email } }

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

test('the edit form is prefilled from the food and offers all three statuses', async () => {
  const food = buildFood({ foodStatus: 'Requested', quantity: 12 })
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))

  renderApp(paths.update(food._id), asDonor)

  expect(await screen.findByRole('heading', { level: 1, name: updateFoodText.heading })).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: foodFormLabels.foodName })).toHaveValue(food.foodName)
  expect(screen.getByRole('textbox', { name: foodFormLabels.foodImg })).toHaveValue(food.foodImg)
  expect(screen.getByRole('spinbutton', { name: foodFormLabels.quantity })).toHaveValue(12)
  expect(screen.getByRole('textbox', { name: foodFormLabels.location })).toHaveValue(food.location)
  expect(screen.getByLabelText(new RegExp(foodFormLabels.expireDateTime))).toHaveValue(food.expireDateTime)
  const status = screen.getByRole('combobox', { name: foodFormLabels.foodStatus })
  expect(status).toHaveValue('Requested')
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Available', 'Requested', 'Expired'])
  expect(screen.getByRole('textbox', { name: foodFormLabels.donatorEmail })).toHaveValue(food.donator.email)
})

test("sends the change, shows 'Updated food successfull.' and goes to /mypost after 2 s", async () => {
  const food = buildFood({ foodStatus: 'Available', tags: ['halal'] })
  const received: unknown[] = []
  let answeredAt = 0
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.put(apiUrl(apiPaths.updateFood(food._id)), async ({ request }) => {
      received.push(await request.json())
      answeredAt = Date.now()
      return HttpResponse.json({ matchedCount: 1, modifiedCount: 1 })
    }),
    http.get(apiUrl(apiPaths.posted), () => HttpResponse.json([])),
  )
  const user = userEvent.setup()
  const { router } = renderApp(paths.update(food._id), asDonor)
  const name = await screen.findByRole('textbox', { name: foodFormLabels.foodName })
  await user.clear(name)
  await user.type(name, 'Fresh Lentil Curry')
  await user.selectOptions(screen.getByRole('combobox', { name: foodFormLabels.foodStatus }), 'Expired')

  await user.click(screen.getByRole('button', { name: updateFoodText.submit }))

  expect(await screen.findByRole('dialog', { name: copy.dialog.updated })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(paths.update(food._id))
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.myPost), {
    timeout: REDIRECT_DELAY_MS + 1500,
  })
  // The delay runs from the server's answer; the redirect never comes sooner.
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS)
  expect(received).toEqual([
    {
      foodName: 'Fresh Lentil Curry',
      foodImg: food.foodImg,
      quantity: food.quantity,
      location: food.location,
      expireDateTime: food.expireDateTime,
      foodStatus: 'Expired',
      // The tags it had, kept: an edit sends them back.
      tags: ['halal'],
      donator: food.donator,
    },
  ])
})

test("a bad image URL shows 'Invalid food URL' and sends nothing", async () => {
  const food = buildFood()
  let puts = 0
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.put(apiUrl(apiPaths.updateFood(food._id)), () => {
      puts += 1
      return HttpResponse.json({ matchedCount: 1, modifiedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.update(food._id), asDonor)
  const image = await screen.findByRole('textbox', { name: foodFormLabels.foodImg })
  await user.clear(image)
  await user.type(image, 'not a url')

  await user.click(screen.getByRole('button', { name: updateFoodText.submit }))

  const dialog = await screen.findByRole('dialog', { name: copy.dialog.invalidUrl.title })
  expect(dialog).toHaveAccessibleDescription(copy.dialog.invalidUrl.text)
  expect(puts).toBe(0)
})

test("a name cleared to one letter shows 'Invalid food Title' and sends nothing", async () => {
  const food = buildFood()
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))
  const user = userEvent.setup()
  renderApp(paths.update(food._id), asDonor)
  const name = await screen.findByRole('textbox', { name: foodFormLabels.foodName })
  await user.clear(name)
  await user.type(name, 'x')

  await user.click(screen.getByRole('button', { name: updateFoodText.submit }))

  const dialog = await screen.findByRole('dialog', { name: copy.dialog.invalidTitle.title })
  expect(dialog).toHaveAccessibleDescription(copy.dialog.invalidTitle.text)
})

test('keeps a date that has since passed: only a new food must not be expired', async () => {
  const food = buildFood({ expireDateTime: '2020-01-31', foodStatus: 'Expired' })
  const received: unknown[] = []
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.put(apiUrl(apiPaths.updateFood(food._id)), async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ matchedCount: 1, modifiedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.update(food._id), asDonor)

  await user.click(await screen.findByRole('button', { name: updateFoodText.submit }))

  expect(await screen.findByRole('dialog', { name: copy.dialog.updated })).toBeInTheDocument()
  expect(received).toMatchObject([{ expireDateTime: '2020-01-31', foodStatus: 'Expired' }])
})

test("shows the server's refusal and stays on the form", async () => {
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.put(apiUrl(apiPaths.updateFood(food._id)), () =>
      HttpResponse.json({ error: apiErrors.unavailable }, { status: 503 }),
    ),
  )
  const user = userEvent.setup()
  const { router } = renderApp(paths.update(food._id), asDonor)

  await user.click(await screen.findByRole('button', { name: updateFoodText.submit }))

  const dialog = await screen.findByRole('dialog', { name: updateFoodText.failed })
  expect(dialog).toHaveAccessibleDescription(apiErrors.unavailable)
  expect(router.state.location.pathname).toBe(paths.update(food._id))
})

test("someone else's food says at once that it is not theirs, offers to view it, and shows no form", async () => {
  const food = buildFood({
    donator: { name: 'Ayesha Rahman', email: 'ayesha@example.com', img: '', profileId: 'profileAyesha' },
  })
  server.use(http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)))

  renderApp(paths.update(food._id), { user: { email: 'marco@example.com' } })

  expect(
    await screen.findByRole('heading', { level: 1, name: notYourFoodText.heading(food.foodName) }),
  ).toBeInTheDocument()
  expect(screen.getByText(notYourFoodText.edit('Ayesha Rahman'))).toBeInTheDocument()
  expect(screen.getByRole('link', { name: notYourFoodText.view })).toHaveAttribute('href', paths.details(food._id))
  expect(screen.queryByRole('button', { name: updateFoodText.submit })).not.toBeInTheDocument()
})

test("shows 'Loading...' and then the failure with a Retry", async () => {
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json({ error: apiErrors.internal }, { status: 500 })),
  )

  renderApp(paths.update(food._id), asDonor)

  expect(screen.getByText(copy.loading)).toBeInTheDocument()
  expect(await screen.findByText(new RegExp(apiErrors.internal))).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
})
