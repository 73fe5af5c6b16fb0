import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { buildPublicFood } from '../../test/builders'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { prerenderHome } from '../prerender'
import { queryClient } from '../query-client'
import { copy } from '@shared/copy'
import { loopText } from '../../texts/requests'

test('shows the three slide headlines, each with view foods to /allfood, and only the slide in view is reachable', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  renderApp('/')
  const slider = await screen.findByRole('region', { name: 'Highlights' })
  // The arrows come with Swiper, which loads after the first slide has painted.
  await within(slider).findByRole('button', { name: 'Next slide' })
  for (const headline of copy.home.slides) {
    expect(within(slider).getByRole('heading', { name: headline, hidden: true })).toBeInTheDocument()
  }
  const viewFoods = within(slider).getAllByRole('link', { name: copy.home.viewFoods, hidden: true })
  expect(viewFoods).toHaveLength(3)
  for (const link of viewFoods) expect(link).toHaveAttribute('href', '/allfood')
  expect(within(slider).getByRole('heading', { name: copy.home.slides[0] })).toBeInTheDocument()
  expect(within(slider).getAllByRole('link', { name: copy.home.viewFoods })).toHaveLength(1)
})

test('every food gets its card, newest first, though past the first row they draw a few at a time', async () => {
  const count = 8
  const foods = Array.from({ length: count }, (_, index) => buildPublicFood({ foodName: `Food ${index + 1}` }))
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json(foods)))
  renderApp('/')
  expect(await screen.findByRole('article', { name: 'Food 1' })).toBeInTheDocument()
  // The rest come over several idle moments; a test DOM draws MUI slowly, and a busy machine more so.
  expect(await screen.findByText(`Food ${count}`, {}, { timeout: 10_000 })).toBeInTheDocument()
  const names = [...document.querySelectorAll('article h3')].map((heading) => heading.textContent)
  expect(names).toEqual(foods.map((food) => food.foodName))
})

test('shows a card per food with image, name, status, expiry, quantity, location and See Details', async () => {
  const food = buildPublicFood({
    _id: 'abc123',
    foodName: 'Chicken Biryani',
    quantity: 4,
    location: 'Mirpur 10',
    expireDateTime: '2099-01-31',
    foodStatus: 'Requested',
  })
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([food, buildPublicFood()])))
  renderApp('/')
  const card = await screen.findByRole('article', { name: 'Chicken Biryani' })
  expect(within(card).getByRole('img', { name: 'Chicken Biryani' })).toHaveAttribute('src', food.foodImg)
  expect(within(card).getByText('Requested')).toBeInTheDocument()
  expect(within(card).getByText('2099-01-31')).toBeInTheDocument()
  expect(within(card).getByText('4')).toBeInTheDocument()
  expect(within(card).getByText('Mirpur 10')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: copy.home.seeDetails })).toHaveAttribute('href', '/details/abc123')
  expect(screen.getAllByRole('article')).toHaveLength(2)
  expect(screen.getByRole('link', { name: copy.home.seeAllFoods })).toHaveAttribute('href', '/allfood')
})

test('renders a food name as text, never as HTML', async () => {
  server.use(
    http.get(apiUrl('/allfoods'), () =>
      HttpResponse.json([buildPublicFood({ foodName: '<img src=x onerror=alert(1)>' })]),
    ),
  )
  renderApp('/')
  expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument()
  expect(document.querySelector('img[src="x"]')).toBeNull()
})

test('hides See All Foods when the list is empty', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  renderApp('/')
  await screen.findByRole('region', { name: 'Available foods' })
  expect(screen.queryByRole('link', { name: copy.home.seeAllFoods })).not.toBeInTheDocument()
})

test("shows 'Loading...' while the foods load", async () => {
  server.use(
    http.get(apiUrl('/allfoods'), async () => {
      await delay('infinite')
      return HttpResponse.json([])
    }),
  )
  renderApp('/')
  await screen.findByRole('heading', { name: copy.home.slides[0] })
  expect(screen.getByRole('status')).toHaveTextContent(copy.loading)
})

test('a failed load shows the error with Retry, and Retry loads the foods', async () => {
  let calls = 0
  server.use(
    http.get(apiUrl('/allfoods'), () => {
      calls += 1
      if (calls === 1) return HttpResponse.json({ error: 'Service temporarily unavailable' }, { status: 503 })
      return HttpResponse.json([buildPublicFood({ foodName: 'Fresh Bread' })])
    }),
  )
  renderApp('/')
  expect(await screen.findByText(/Service temporarily unavailable/)).toBeInTheDocument()
  expect(screen.queryByText(copy.loading)).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('article', { name: 'Fresh Bread' })).toBeInTheDocument()
})

test('the slider arrows are labelled buttons, usable by keyboard', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  renderApp('/')
  const slider = await screen.findByRole('region', { name: 'Highlights' })
  expect(await within(slider).findByRole('button', { name: 'Next slide' })).toHaveAttribute('tabindex', '0')
  expect(within(slider).getByRole('button', { name: 'Previous slide' })).toHaveAttribute('tabindex', '0')
})

test('under the slider, the impact figures arrive after first paint', async () => {
  server.use(
    http.get(apiUrl('/allfoods'), () => HttpResponse.json([])),
    http.get(apiUrl(apiPaths.stats), () => HttpResponse.json({ foodsPosted: 57, portionsCollected: 128, donors: 34 })),
  )
  renderApp('/')

  const strip = await screen.findByRole('region', { name: loopText.impact.label })
  expect(strip).toHaveTextContent('128 portions shared by 34 donors')
  expect(strip).toHaveTextContent('57 foods posted')
})

test('the pre-rendered home bakes in no figures: the strip fills in live', () => {
  // As at build time: nothing fetched yet (an earlier test here filled the app's cache).
  queryClient.clear()
  const html = prerenderHome()
  expect(html).not.toContain(loopText.impact.label)
  expect(html).not.toMatch(/portions? shared/)
})
