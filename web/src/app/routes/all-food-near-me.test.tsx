import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { alertsText } from '../../texts/alerts'
import { buildPublicFood } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'
import { dietTagLabel } from '../../texts/foods'
import { nearText } from '../../texts/near'

/** The browser's answer to "where am I?": a position, or an error with its code. */
function browserLocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if ('code' in answer) {
      failed?.({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 })
    } else {
      // Only `coords` is read; a whole GeolocationPosition has nothing else the app uses.
      found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition)
    }
  })
  // A geolocation that answers as the test says, on this navigator only, gone again after it.
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

function cardNames(): string[] {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '')
}

test("'Near me' asks the API for the foods near the visitor and shows each one's distance, nearest first", async () => {
  browserLocation({ lat: 51.5074, lng: -0.1278 })
  let near: string | null = null
  server.use(
    http.get(apiUrl('/foods'), ({ request }) => {
      const params = new URL(request.url).searchParams
      near = params.get('near')
      if (near === null) return pageAnswer([buildPublicFood({ foodName: 'Anywhere Soup' })])
      return pageAnswer([
        buildPublicFood({ foodName: 'Round the Corner Rice', distanceKm: 0.4 }),
        buildPublicFood({ foodName: 'Across Town Dal', distanceKm: 1.2 }),
      ])
    }),
  )
  renderApp('/allfood')
  await screen.findByRole('article', { name: 'Anywhere Soup' })

  await userEvent.click(screen.getByRole('button', { name: nearText.nearMe }))

  expect(await screen.findByText(nearText.nearHeading(10))).toBeInTheDocument()
  await screen.findByRole('article', { name: 'Across Town Dal' })
  expect(near).toBe('51.507400,-0.127800')
  expect(cardNames()).toEqual(['Round the Corner Rice', 'Across Town Dal'])
  expect(within(screen.getByRole('article', { name: 'Across Town Dal' })).getByText('1.2 km')).toBeInTheDocument()
  // By distance only: search and sort are off, and the page says why rather than 'Foods Sorted'.
  expect(screen.getByRole('searchbox', { name: copy.allFood.searchLabel })).toBeDisabled()
  expect(screen.getByRole('button', { name: copy.allFood.sortByQuantity })).toBeDisabled()
  expect(screen.getByText(nearText.byDistanceOnly)).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: nearText.showAll }))
  expect(await screen.findByRole('article', { name: 'Anywhere Soup' })).toBeInTheDocument()
})

test('a refused location leaves the list as it was and says why', async () => {
  browserLocation({ code: 1 })
  server.use(http.get(apiUrl('/foods'), () => pageAnswer([buildPublicFood({ foodName: 'Anywhere Soup' })])))
  renderApp('/allfood')
  await screen.findByRole('article', { name: 'Anywhere Soup' })

  await userEvent.click(screen.getByRole('button', { name: nearText.nearMe }))

  expect(await screen.findByRole('alert')).toHaveTextContent(nearText.refused)
  expect(cardNames()).toEqual(['Anywhere Soup'])
  expect(screen.queryByText(nearText.nearHeading(10))).not.toBeInTheDocument()
})

test("'Alert me about foods like these' saves the alert the list shows, and the toast leads to /alerts", async () => {
  browserLocation({ lat: 23.7461, lng: 90.3742 })
  let saved: unknown
  server.use(
    http.get(apiUrl('/foods'), () => pageAnswer([buildPublicFood({ foodName: 'Dhanmondi Dal', distanceKm: 0.3 })])),
    http.post(apiUrl(apiPaths.alerts), async ({ request }) => {
      saved = await request.json()
      return HttpResponse.json({ insertedId: 'alert1' }, { status: 201 })
    }),
    http.get(apiUrl(apiPaths.alerts), () => HttpResponse.json([])),
  )
  const { router } = renderApp('/allfood', { user: {} })
  await userEvent.click(await screen.findByRole('button', { name: dietTagLabel('vegan') }))
  await userEvent.click(await screen.findByRole('button', { name: nearText.nearMe }))
  await screen.findByRole('article', { name: 'Dhanmondi Dal' })

  await userEvent.click(screen.getByRole('button', { name: alertsText.fromList }))

  expect(await screen.findByText(alertsText.savedFromList, {}, { timeout: 5_000 })).toBeInTheDocument()
  expect(saved).toEqual({
    near: { lat: 23.7461, lng: 90.3742 },
    radiusKm: 10,
    tags: ['vegan'],
    words: [],
    frequency: 'instant',
  })
  expect(router.state.location.pathname).toBe('/allfood')
  await userEvent.click(screen.getByRole('button', { name: alertsText.seeAlerts }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/alerts'))
})

test("'Alert me about foods like these' without Near me says a place is needed and opens the form to pin one", async () => {
  let posted = false
  server.use(
    http.get(apiUrl('/foods'), () => pageAnswer([buildPublicFood({ foodName: 'Anywhere Soup' })])),
    http.post(apiUrl(apiPaths.alerts), () => {
      posted = true
      return HttpResponse.json({ insertedId: 'alert1' }, { status: 201 })
    }),
    http.get(apiUrl(apiPaths.alerts), () => HttpResponse.json([])),
  )
  const { router } = renderApp('/allfood', { user: {} })
  await screen.findByRole('article', { name: 'Anywhere Soup' })
  await userEvent.type(screen.getByRole('searchbox', { name: copy.allFood.searchLabel }), 'soup')

  await userEvent.click(screen.getByRole('button', { name: alertsText.fromList }))

  expect(await screen.findByText(alertsText.needPlace, {}, { timeout: 5_000 })).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe('/alerts'))
  expect(new URLSearchParams(router.state.location.search).get('search')).toBe('soup')
  expect(await screen.findByRole('group', { name: alertsText.where })).toBeInTheDocument()
  expect(posted).toBe(false)
})
