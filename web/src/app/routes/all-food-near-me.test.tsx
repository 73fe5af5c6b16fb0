import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { alertsText } from '../../texts/alerts'
import { buildPublicFood } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'
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
  // jsdom has no geolocation: this navigator gets one for the test, gone again after it.
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

test("'Alert me about foods like these' opens /alerts with the visitor's point and the near list's radius", async () => {
  browserLocation({ lat: 23.7461, lng: 90.3742 })
  server.use(
    http.get(apiUrl('/foods'), () => pageAnswer([buildPublicFood({ foodName: 'Dhanmondi Dal', distanceKm: 0.3 })])),
  )
  renderApp('/allfood')
  expect(screen.queryByRole('link', { name: alertsText.fromList })).not.toBeInTheDocument()

  await userEvent.click(await screen.findByRole('button', { name: nearText.nearMe }))

  const link = await screen.findByRole('link', { name: alertsText.fromList })
  expect(link).toHaveAttribute('href', '/alerts?near=23.7461%2C90.3742&radiusKm=10')
})
