import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import Swal from 'sweetalert2'
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiErrors, copy } from '@shared/copy'
import { paths } from '../../config/paths'
import { buildRequest } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { setViewportWidth } from '../../test/viewport'
import { renderApp } from '../../test/render'
import { loadMoreText } from '../../texts/list'
import { deleteRequestFailed, loopText } from '../../texts/requests'
import { directionsText } from '../../texts/near'
import { pwaText } from '../../texts/pwa'
import { themeFor } from '../theme'

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

test("lists the requests under 'My Requested Foods' with the spec's columns, location, donator and status", async () => {
  const request = buildRequest({
    expireDateTime: '2099-03-04',
    location: 'Sylhet, Zindabazar',
    donator: { name: 'Ayesha Rahman', email: 'ayesha@example.com' },
    foodStatus: 'Requested',
  })
  server.use(http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([request])))

  renderApp(paths.myRequest, { user: {} })

  expect(await screen.findByRole('heading', { level: 1, name: copy.myRequest.heading })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: copy.myRequest.addRequest })).toHaveAttribute('href', paths.allFood)
  const table = await screen.findByRole('table', { name: copy.myRequest.heading })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Foods', 'Expired Date', 'Donator', 'Food Status', loopText.myRequest.status, 'Customs'])
  const row = within(table).getByRole('row', { name: new RegExp(request.foodName) })
  expect(within(row).getByRole('img', { name: request.foodName })).toHaveAttribute('src', request.foodImg)
  expect(within(row).getByText('2099-03-04')).toBeInTheDocument()
  expect(within(row).getByText('Sylhet, Zindabazar')).toBeInTheDocument()
  expect(within(row).getByText('Ayesha Rahman')).toBeInTheDocument()
  expect(within(row).getByText('ayesha@example.com')).toBeInTheDocument()
  // The food's status now, then the request's own state, each labelled.
  expect(within(row).getByText(loopText.myRequest.foodNow).nextElementSibling).toHaveTextContent('Available')
  expect(within(row).getByText(loopText.myRequest.yourRequest).nextElementSibling).toHaveTextContent('Requested')
  expect(within(row).getByRole('button', { name: copy.myRequest.delete })).toBeInTheDocument()
})

test("shows 'You are Not requested any foods.' when there are none, with 'Add Request' still there", async () => {
  server.use(http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([])))

  renderApp(paths.myRequest, { user: {} })

  expect(await screen.findByText(copy.myRequest.empty)).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: copy.myRequest.addRequest })).toHaveAttribute('href', paths.allFood)
})

test("Delete asks 'Are you sure?', deletes on 'Yes, delete it!', says 'Deleted successfully' and drops the row", async () => {
  const kept = buildRequest()
  const deleted = buildRequest()
  let stored = [kept, deleted]
  const deletes: string[] = []
  server.use(
    http.get(apiUrl(apiPaths.requests), () => HttpResponse.json(stored)),
    http.delete(apiUrl(apiPaths.deleteRequest(deleted._id)), () => {
      deletes.push(deleted._id)
      stored = stored.filter((request) => request._id !== deleted._id)
      return HttpResponse.json({ deletedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.myRequest, { user: {} })
  const row = await screen.findByRole('row', { name: new RegExp(deleted.foodName) })

  await user.click(within(row).getByRole('button', { name: copy.myRequest.delete }))
  const confirm = await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })
  expect(confirm).toHaveAccessibleDescription(copy.dialog.confirmText)
  // Below the spec's texts, what the delete does.
  expect(within(confirm).getByText(loopText.myRequest.withdraws(deleted.foodName))).toBeInTheDocument()
  await user.click(within(confirm).getByRole('button', { name: copy.dialog.confirmButton }))

  expect(await screen.findByRole('dialog', { name: copy.dialog.deleted })).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByText(deleted.foodName)).not.toBeInTheDocument())
  expect(screen.getByText(kept.foodName)).toBeInTheDocument()
  expect(deletes).toEqual([deleted._id])
})

test('cancelling the confirmation deletes nothing', async () => {
  const request = buildRequest()
  let deletes = 0
  server.use(
    http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([request])),
    http.delete(apiUrl(apiPaths.deleteRequest(request._id)), () => {
      deletes += 1
      return HttpResponse.json({ deletedCount: 1 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.myRequest, { user: {} })

  await user.click(await screen.findByRole('button', { name: copy.myRequest.delete }))
  const confirm = await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByText(request.foodName)).toBeInTheDocument()
  expect(deletes).toBe(0)
})

test('a failed delete shows the server’s reason and keeps the row', async () => {
  const request = buildRequest()
  server.use(
    http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([request])),
    http.delete(apiUrl(apiPaths.deleteRequest(request._id)), () =>
      HttpResponse.json({ error: apiErrors.requestNotFound }, { status: 404 }),
    ),
  )
  const user = userEvent.setup()
  renderApp(paths.myRequest, { user: {} })

  await user.click(await screen.findByRole('button', { name: copy.myRequest.delete }))
  await user.click(
    within(await screen.findByRole('dialog', { name: copy.dialog.confirmTitle })).getByRole('button', {
      name: copy.dialog.confirmButton,
    }),
  )

  const dialog = await screen.findByRole('dialog', { name: deleteRequestFailed })
  expect(dialog).toHaveAccessibleDescription(apiErrors.requestNotFound)
  expect(screen.getByText(request.foodName)).toBeInTheDocument()
})

test("shows 'Loading...', then the failure with a Retry that loads the list", async () => {
  const request = buildRequest()
  let up = false
  server.use(
    http.get(apiUrl(apiPaths.requests), () =>
      up ? HttpResponse.json([request]) : HttpResponse.json({ error: apiErrors.unavailable }, { status: 503 }),
    ),
  )
  const user = userEvent.setup()
  renderApp(paths.myRequest, { user: {} })

  expect(await screen.findByText(new RegExp(apiErrors.unavailable))).toBeInTheDocument()
  up = true
  await user.click(screen.getByRole('button', { name: 'Retry' }))

  expect(await screen.findByText(request.foodName)).toBeInTheDocument()
})

test("'Load more' brings the user's next page of requests", async () => {
  server.use(
    http.get(apiUrl(apiPaths.requests), ({ request }) =>
      new URL(request.url).searchParams.get('cursor') === 'r2'
        ? pageAnswer([buildRequest({ foodName: 'Later Lentils' })], { total: 2 })
        : pageAnswer([buildRequest({ foodName: 'Early Eggs' })], { total: 2, next: 'r2' }),
    ),
  )
  renderApp(paths.myRequest, { user: {} })
  await userEvent.click(await screen.findByRole('button', { name: loadMoreText.button }))
  expect(await screen.findByText('Later Lentils')).toBeInTheDocument()
  expect(screen.getByText('Early Eggs')).toBeInTheDocument()
})

test('the Status column shows each state in its own colour; an Accepted request says where and by when to pick up', async () => {
  const waiting = buildRequest({ foodName: 'Waiting Dal', status: 'Requested', portions: 2 })
  const accepted = buildRequest({
    foodName: 'Accepted Pulao',
    status: 'Accepted',
    location: 'Sylhet, Zindabazar',
    expireDateTime: '2099-03-04',
  })
  const declined = buildRequest({ foodName: 'Declined Soup', status: 'Declined' })
  server.use(http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([waiting, accepted, declined])))

  renderApp(paths.myRequest, { user: {} })

  const table = await screen.findByRole('table', { name: copy.myRequest.heading })
  const statusOf = (name: string) => {
    const row = within(table).getByRole('row', { name: new RegExp(name) })
    return within(row.querySelectorAll('td')[4] as HTMLElement)
  }
  const { palette } = themeFor('ltr')
  expect(statusOf('Waiting Dal').getByText('Requested')).toHaveStyle({ backgroundColor: palette.primary.main })
  expect(statusOf('Waiting Dal').getByText('2 portions')).toBeInTheDocument()
  expect(statusOf('Waiting Dal').queryByText(`${loopText.myRequest.pickUpAt}:`)).not.toBeInTheDocument()
  expect(statusOf('Accepted Pulao').getByText('Accepted')).toHaveStyle({ backgroundColor: palette.success.main })
  expect(statusOf('Accepted Pulao').getByText(`${loopText.myRequest.pickUpAt}:`).parentElement).toHaveTextContent(
    'Sylhet, Zindabazar',
  )
  expect(statusOf('Accepted Pulao').getByText(`${loopText.myRequest.pickUpBy}:`).parentElement).toHaveTextContent(
    '2099-03-04',
  )
  expect(statusOf('Declined Soup').getByText('Declined')).toHaveStyle({ backgroundColor: palette.error.main })
})

test('on a 390 px phone an Accepted request still shows its state, pickup location and expiry', async () => {
  setViewportWidth(390)
  const accepted = buildRequest({ status: 'Accepted', location: 'Sylhet, Zindabazar', expireDateTime: '2099-03-04' })
  server.use(http.get(apiUrl(apiPaths.requests), () => pageAnswer([accepted])))

  renderApp(paths.myRequest, { user: {} })

  const card = within(await screen.findByRole('list', { name: copy.myRequest.heading })).getByRole('listitem')
  const status = within(card)
    .getAllByRole('definition')
    .find((value) => value.previousElementSibling?.textContent === loopText.myRequest.status)
  expect(status).toHaveTextContent('Accepted')
  expect(status).toHaveTextContent(`${loopText.myRequest.pickUpAt}: Sylhet, Zindabazar`)
  expect(status).toHaveTextContent(`${loopText.myRequest.pickUpBy}: 2099-03-04`)
})

test('an accepted request shows where to pick it up; one still waiting does not', async () => {
  const accepted = buildRequest({
    _id: 'req-accepted',
    foodName: 'Pinned Khichuri',
    status: 'Accepted',
    coordinates: { lat: 23.81234, lng: 90.41251 },
  })
  const waiting = buildRequest({ _id: 'req-waiting', foodName: 'Waiting Dal', status: 'Requested' })
  server.use(http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([accepted, waiting])))

  renderApp(paths.myRequest, { user: {} })

  const link = await screen.findByRole('link', { name: directionsText.openInMapsLabel('Pinned Khichuri') })
  expect(link).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=23.81234&mlon=90.41251#map=17/23.81234/90.41251',
  )
  expect(screen.getAllByText(directionsText.heading)).toHaveLength(1)
  expect(screen.queryByRole('link', { name: directionsText.openInMapsLabel('Waiting Dal') })).not.toBeInTheDocument()
})

test('offline, the requests already there stay, saying how old they are, instead of only "You are offline"', async () => {
  const accepted = buildRequest({ foodName: 'Pinned Khichuri', status: 'Accepted', location: 'Gate 3, Mirpur Road' })
  server.use(http.get(apiUrl(apiPaths.requests), () => HttpResponse.json([accepted])))
  renderApp(paths.myRequest, { user: {} })
  expect(await screen.findAllByText('Gate 3, Mirpur Road')).not.toHaveLength(0)

  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  try {
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(await screen.findByText(/^You are offline: this is as of .+\.$/)).toBeInTheDocument()
    expect(screen.getAllByText('Gate 3, Mirpur Road')).not.toHaveLength(0)
    expect(screen.queryByText(pwaText.offlineHint)).not.toBeInTheDocument()
  } finally {
    online.mockRestore()
  }
})
