import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { copy } from '../../config/copy'
import { buildFood } from '../../test/builders'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'

function cardNames(): string[] {
  // hidden: an open sweetalert2 dialog marks the rest of the page aria-hidden.
  return screen
    .getAllByRole('article', { hidden: true })
    .map((card) => within(card).getByRole('heading', { hidden: true }).textContent ?? '')
}

test('shows the foods of the listing call under Total Foods Data (count)', async () => {
  const food = buildFood({ _id: 'xyz9', foodName: 'Garden Salad', foodStatus: 'Expired' })
  server.use(http.get(apiUrl('/foods'), () => HttpResponse.json([food, buildFood(), buildFood()])))
  renderApp('/allfood')
  expect(await screen.findByRole('heading', { name: copy.allFood.heading(3) })).toBeInTheDocument()
  const card = screen.getByRole('article', { name: 'Garden Salad' })
  expect(within(card).getByText('Expired')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: copy.allFood.seeFoodsDetails })).toHaveAttribute(
    'href',
    '/details/xyz9',
  )
})

test("shows 'Not found Foods' when there are no foods", async () => {
  server.use(http.get(apiUrl('/foods'), () => HttpResponse.json([])))
  renderApp('/allfood')
  expect(await screen.findByText(copy.allFood.notFound)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: copy.allFood.heading(0) })).toBeInTheDocument()
})

test('the search box re-runs the search on each change and shows its results', async () => {
  const searched: string[] = []
  server.use(
    http.get(apiUrl('/foods'), () =>
      HttpResponse.json([buildFood({ foodName: 'Apple Pie' }), buildFood({ foodName: 'Tomato Pasta' })]),
    ),
    http.get(apiUrl('/food'), ({ request }) => {
      const text = new URL(request.url).searchParams.get('searchParams') ?? ''
      searched.push(text)
      return HttpResponse.json(text === 'p' || text === 'pa' ? [buildFood({ foodName: 'Tomato Pasta' })] : [])
    }),
  )
  renderApp('/allfood')
  const box = await screen.findByRole('searchbox', { name: copy.allFood.searchLabel })
  await userEvent.type(box, 'pa')
  expect(await screen.findByRole('heading', { name: copy.allFood.heading(1) })).toBeInTheDocument()
  expect(cardNames()).toEqual(['Tomato Pasta'])
  expect(searched).toEqual(['p', 'pa'])
  await userEvent.type(box, 'x')
  await waitFor(() => expect(searched.at(-1)).toBe('pax'))
  expect(await screen.findByText(copy.allFood.notFound)).toBeInTheDocument()
})

test('a slow answer to an older search never replaces the newer one', async () => {
  server.use(
    http.get(apiUrl('/foods'), () => HttpResponse.json([])),
    http.get(apiUrl('/food'), async ({ request }) => {
      const text = new URL(request.url).searchParams.get('searchParams') ?? ''
      if (text === 'r') {
        await delay(300)
        return HttpResponse.json([buildFood({ foodName: 'Rice and Beans' }), buildFood({ foodName: 'Fresh Bread' })])
      }
      return HttpResponse.json([buildFood({ foodName: 'Rice and Beans' })])
    }),
  )
  renderApp('/allfood')
  const box = await screen.findByRole('searchbox', { name: copy.allFood.searchLabel })
  await userEvent.type(box, 'ri')
  expect(await screen.findByRole('heading', { name: copy.allFood.heading(1) })).toBeInTheDocument()
  await delay(500)
  expect(cardNames()).toEqual(['Rice and Beans'])
})

test("'Sort by Quantity' sorts descending and shows the 'Foods Sorted' dialog", async () => {
  server.use(
    http.get(apiUrl('/foods'), () =>
      HttpResponse.json([
        buildFood({ foodName: 'Two', quantity: 2 }),
        buildFood({ foodName: 'Nine', quantity: 9 }),
        buildFood({ foodName: 'Five', quantity: 5 }),
      ]),
    ),
  )
  renderApp('/allfood')
  await userEvent.click(await screen.findByRole('button', { name: copy.allFood.sortByQuantity }))
  expect(await screen.findByRole('dialog', { name: copy.allFood.sorted })).toBeInTheDocument()
  expect(cardNames()).toEqual(['Nine', 'Five', 'Two'])
})

test("'Change Layout' toggles between 3 and 2 columns", async () => {
  server.use(http.get(apiUrl('/foods'), () => HttpResponse.json([buildFood()])))
  renderApp('/allfood')
  const button = await screen.findByRole('button', { name: copy.allFood.changeLayout })
  const grid = () => screen.getByRole('region', { name: 'Foods' }).parentElement
  expect(grid()).toHaveAttribute('data-columns', '3')
  await userEvent.click(button)
  expect(grid()).toHaveAttribute('data-columns', '2')
  await userEvent.click(button)
  expect(grid()).toHaveAttribute('data-columns', '3')
})

test('a failed listing shows what went wrong with a Retry that loads the foods', async () => {
  let calls = 0
  server.use(
    http.get(apiUrl('/foods'), () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })
        : HttpResponse.json([buildFood({ foodName: 'Lentil Curry' })])
    }),
  )
  renderApp('/allfood')
  expect(await screen.findByText(/Internal Server Error/)).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('article', { name: 'Lentil Curry' })).toBeInTheDocument()
})
