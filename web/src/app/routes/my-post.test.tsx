import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import Swal from 'sweetalert2'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiErrors, copy } from '@shared/copy'
import { paths } from '../../config/paths'
import { buildFood } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { loadMoreText } from '../../texts/list'
import { loopText } from '../../texts/requests'
import { deleteFoodContext, deleteFoodFailed } from '../../texts/foods'

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

test("lists the user's foods under 'My Posted Foods' with the spec's columns, status and Edit link", async () => {
  const food = buildFood({ quantity: 9, foodStatus: 'Expired', expireDateTime: '2099-01-15' })
  server.use(http.get(apiUrl(apiPaths.posted), () => HttpResponse.json([food])))

  renderApp(paths.myPost, { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: copy.myPost.heading })).toBeInTheDocument()
  const table = await screen.findByRole('table', { name: copy.myPost.heading })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Foods', 'Expired Date', 'Quantity', 'Food Status', 'Customs'])
  const row = within(table).getByRole('row', { name: new RegExp(food.foodName) })
  expect(within(row).getByRole('img', { name: food.foodName })).toHaveAttribute('src', food.foodImg)
  expect(within(row).getByText('2099-01-15')).toBeInTheDocument()
  expect(within(row).getByText('9')).toBeInTheDocument()
  expect(within(row).getByText('Expired')).toBeInTheDocument()
  expect(within(row).getByRole('link', { name: copy.myPost.edit })).toHaveAttribute('href', paths.update(food._id))
  expect(within(row).getByRole('button', { name: copy.myPost.delete })).toBeInTheDocument()
})

test('asks for the signed-in user’s own foods, email URL-encoded', async () => {
  const emails: (string | null)[] = []
  server.use(
    http.get(apiUrl(apiPaths.posted), ({ request }) => {
      emails.push(new URL(request.url).searchParams.get('email'))
      return HttpResponse.json([])
    }),
  )

  renderApp(paths.myPost, { user: { email: 'marco+food&more@example.com' } })

  expect(await screen.findByText(copy.myPost.empty)).toBeInTheDocument()
  expect(emails).toEqual(['marco+food&more@example.com'])
})

test("shows 'You are Not posted any foods.' when the user has posted none", async () => {
  server.use(http.get(apiUrl(apiPaths.posted), () => HttpResponse.json([])))

  renderApp(paths.myPost, { user: {} })

  expect(await screen.findByText(copy.myPost.empty)).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test("Delete asks 'Are you sure?', deletes on 'Yes, delete it!', says 'Deleted successfully' and drops the row", async () => {
  const kept = buildFood()
  const deleted = buildFood()
  let stored = [kept, deleted]
  const deletes: string[] = []
  server.use(
    http.get(apiUrl(apiPaths.posted), () => HttpResponse.json(stored)),
    http.delete(apiUrl(apiPaths.deleteFood(deleted._id)), () => {
      deletes.push(deleted._id)
      stored = stored.filter((food) => food._id !== deleted._id)
      return HttpResponse.json({ deletedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.myPost, { user: {} })
  const row = await screen.findByRole('row', { name: new RegExp(deleted.foodName) })

  await user.click(within(row).getByRole('button', { name: copy.myPost.delete }))
  const confirm = await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })
  expect(confirm).toHaveAccessibleDescription(copy.dialog.confirmText)
  await user.click(within(confirm).getByRole('button', { name: copy.dialog.confirmButton }))

  expect(await screen.findByRole('dialog', { name: copy.dialog.deleted })).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByText(deleted.foodName)).not.toBeInTheDocument())
  expect(screen.getByText(kept.foodName)).toBeInTheDocument()
  expect(deletes).toEqual([deleted._id])
})

test('Delete of a food people wait on says below the spec’s texts how many wait and that they will be told', async () => {
  const waitedOn = buildFood({ requestsWaiting: 2 })
  const quiet = buildFood({ requestsWaiting: 0 })
  server.use(http.get(apiUrl(apiPaths.posted), () => HttpResponse.json([waitedOn, quiet])))
  const user = userEvent.setup()
  renderApp(paths.myPost, { user: {} })

  const row = await screen.findByRole('row', { name: new RegExp(waitedOn.foodName) })
  await user.click(within(row).getByRole('button', { name: copy.myPost.delete }))
  const confirm = await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })
  expect(confirm).toHaveAccessibleDescription(copy.dialog.confirmText)
  expect(within(confirm).getByText(deleteFoodContext.waiting(2))).toBeVisible()
  expect(within(confirm).getByRole('button', { name: copy.dialog.confirmButton })).toBeInTheDocument()
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

  const quietRow = screen.getByRole('row', { name: new RegExp(quiet.foodName) })
  await user.click(within(quietRow).getByRole('button', { name: copy.myPost.delete }))
  const plain = await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })
  expect(within(plain).queryByText(/waiting on an answer/)).not.toBeInTheDocument()
})

test('cancelling the confirmation deletes nothing', async () => {
  const food = buildFood()
  let deletes = 0
  server.use(
    http.get(apiUrl(apiPaths.posted), () => HttpResponse.json([food])),
    http.delete(apiUrl(apiPaths.deleteFood(food._id)), () => {
      deletes += 1
      return HttpResponse.json({ deletedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.myPost, { user: {} })

  await user.click(await screen.findByRole('button', { name: copy.myPost.delete }))
  const confirm = await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByText(food.foodName)).toBeInTheDocument()
  expect(deletes).toBe(0)
})

test('a failed delete shows the server’s reason and keeps the row', async () => {
  const food = buildFood()
  server.use(
    http.get(apiUrl(apiPaths.posted), () => HttpResponse.json([food])),
    http.delete(apiUrl(apiPaths.deleteFood(food._id)), () =>
      HttpResponse.json({ error: apiErrors.foodNotFound }, { status: 404 }),
    ),
  )
  const user = userEvent.setup()
  renderApp(paths.myPost, { user: {} })

  await user.click(await screen.findByRole('button', { name: copy.myPost.delete }))
  await user.click(
    within(await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })).getByRole('button', {
      name: copy.dialog.confirmButton,
    }),
  )

  const dialog = await screen.findByRole('dialog', { name: deleteFoodFailed })
  expect(dialog).toHaveAccessibleDescription(apiErrors.foodNotFound)
  expect(screen.getByText(food.foodName)).toBeInTheDocument()
})

test("shows 'Loading...', then the failure with a Retry that loads the list", async () => {
  const food = buildFood()
  let up = false
  server.use(
    http.get(apiUrl(apiPaths.posted), () =>
      up ? HttpResponse.json([food]) : HttpResponse.json({ error: apiErrors.unavailable }, { status: 503 }),
    ),
  )
  const user = userEvent.setup()
  renderApp(paths.myPost, { user: {} })

  expect(await screen.findByText(copy.loading)).toBeInTheDocument()
  expect(await screen.findByText(new RegExp(apiErrors.unavailable))).toBeInTheDocument()
  up = true
  await user.click(screen.getByRole('button', { name: 'Retry' }))

  expect(await screen.findByText(food.foodName)).toBeInTheDocument()
})

test("'Load more' brings the user's next page of foods", async () => {
  const cursors: (string | null)[] = []
  server.use(
    http.get(apiUrl(apiPaths.posted), ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor')
      cursors.push(cursor)
      return cursor === 'next1'
        ? pageAnswer([buildFood({ foodName: 'Second Page Stew' })], { total: 2 })
        : pageAnswer([buildFood({ foodName: 'First Page Stew' })], { total: 2, next: 'next1' })
    }),
  )
  renderApp(paths.myPost, { user: {} })
  await userEvent.click(await screen.findByRole('button', { name: loadMoreText.button }))
  expect(await screen.findByText('Second Page Stew')).toBeInTheDocument()
  expect(screen.getByText('First Page Stew')).toBeInTheDocument()
  expect(cursors).toEqual([null, 'next1'])
  expect(screen.queryByRole('button', { name: loadMoreText.button })).not.toBeInTheDocument()
})

test("each row says how many requests wait, and 'Requests' opens the food's queue", async () => {
  const food = buildFood({ quantity: 6, portionsLeft: 4, requestsWaiting: 3 })
  server.use(
    http.get(apiUrl(apiPaths.posted), () => HttpResponse.json([food])),
    http.get(apiUrl(apiPaths.food(food._id)), () => HttpResponse.json(food)),
    http.get(apiUrl(apiPaths.foodRequests(food._id)), () => HttpResponse.json([])),
  )
  const { router } = renderApp(paths.myPost, { user: { email: food.donator.email } })

  const row = await screen.findByRole('row', { name: new RegExp(food.foodName) })
  expect(within(row).getByText(loopText.myPost.waiting(3))).toBeInTheDocument()
  expect(within(row).getByText(loopText.portionsLeft(4, 6))).toBeInTheDocument()
  await userEvent.click(within(row).getByRole('link', { name: loopText.myPost.requests }))

  await waitFor(() => expect(router.state.location.pathname).toBe(paths.foodRequests(food._id)))
  expect(
    await screen.findByRole('heading', { level: 1, name: loopText.queue.heading(food.foodName) }),
  ).toBeInTheDocument()
})
