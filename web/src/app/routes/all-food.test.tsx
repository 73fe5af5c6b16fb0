import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { buildFood, buildPublicFood } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { dietTagText } from '../../texts/foods'
import { loadMoreText } from '../../texts/list'
import { pwaText } from '../../texts/pwa'
import { copy } from '@shared/copy'
import { SOMETHING_WENT_WRONG } from '../../texts/errors'

function cardNames(): string[] {
  // hidden: an open sweetalert2 dialog marks the rest of the page aria-hidden.
  return screen
    .getAllByRole('article', { hidden: true })
    .map((card) => within(card).getByRole('heading', { hidden: true }).textContent ?? '')
}

function paramsOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams
}

test('the heading shows the true total of foods, and the cards of the first page', async () => {
  const food = buildPublicFood({ _id: 'xyz9', foodName: 'Garden Salad', foodStatus: 'Expired' })
  server.use(
    http.get(apiUrl('/foods'), () =>
      pageAnswer([food, buildPublicFood(), buildPublicFood()], { total: 2066, next: 'page2' }),
    ),
  )
  renderApp('/allfood')
  expect(await screen.findByRole('heading', { name: copy.allFood.heading(2066) })).toBeInTheDocument()
  const card = screen.getByRole('article', { name: 'Garden Salad' })
  expect(within(card).getByText('Expired')).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: copy.allFood.seeFoodsDetails })).toHaveAttribute(
    'href',
    '/details/xyz9',
  )
  expect(screen.getByRole('status')).toHaveTextContent(loadMoreText.shown(3, 2066))
})

test('asks for one page of the newest foods', async () => {
  let asked: URLSearchParams | undefined
  server.use(
    http.get(apiUrl('/foods'), ({ request }) => {
      asked = paramsOf(request)
      return pageAnswer([buildPublicFood()])
    }),
  )
  renderApp('/allfood')
  await screen.findByRole('article')
  expect(Object.fromEntries(asked ?? [])).toEqual({ sort: 'newest', limit: '24' })
})

test('the diet chips ask for the foods carrying every chosen tag, and cards show their tags', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/foods'), ({ request }) => {
      asked.push(paramsOf(request))
      return pageAnswer([buildPublicFood({ foodName: 'Falafel Wrap', tags: ['vegan', 'halal'] })])
    }),
  )
  const user = userEvent.setup()
  renderApp('/allfood')
  await screen.findByRole('article')
  const filter = screen.getByRole('group', { name: dietTagText.filter })

  await user.click(within(filter).getByRole('button', { name: 'Vegan' }))
  await user.click(within(filter).getByRole('button', { name: 'Halal' }))

  await waitFor(() => expect(asked.at(-1)?.get('tags')).toBe('vegan,halal'))
  expect(within(filter).getByRole('button', { name: 'Vegan' })).toHaveAttribute('aria-pressed', 'true')
  expect(within(filter).getByRole('button', { name: 'Halal' })).toHaveAttribute('aria-pressed', 'true')
  expect(within(filter).getByRole('button', { name: 'Vegetarian' })).toHaveAttribute('aria-pressed', 'false')
  const card = screen.getByRole('article', { name: 'Falafel Wrap' })
  const chips = within(card).getByRole('list', { name: dietTagText.tags })
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Vegan', 'Halal'])
})

test('offline, the heading claims no count: it names the page, above "You are offline"', async () => {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  server.use(http.get(apiUrl('/foods'), () => HttpResponse.error()))
  renderApp('/allfood')
  expect(await screen.findByRole('heading', { level: 1, name: copy.nav.allFood })).toBeInTheDocument()
  expect(screen.getByText(pwaText.offline)).toBeInTheDocument()
  expect(screen.queryByText(copy.allFood.heading(0))).not.toBeInTheDocument()
  online.mockRestore()
})

test("shows 'Not found Foods' when there are no foods", async () => {
  server.use(http.get(apiUrl('/foods'), () => pageAnswer([])))
  renderApp('/allfood')
  expect(await screen.findByText(copy.allFood.notFound)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: copy.allFood.heading(0) })).toBeInTheDocument()
})

test("'Load more' by keyboard brings the next page with the cursor the server gave, until there is no more", async () => {
  const cursors: (string | null)[] = []
  server.use(
    http.get(apiUrl('/foods'), ({ request }) => {
      const cursor = paramsOf(request).get('cursor')
      cursors.push(cursor)
      return cursor === 'page2'
        ? pageAnswer([buildPublicFood({ foodName: 'Last Lasagne' })], { total: 3 })
        : pageAnswer([buildPublicFood({ foodName: 'First Falafel' }), buildPublicFood({ foodName: 'Second Soup' })], {
            total: 3,
            next: 'page2',
          })
    }),
  )
  renderApp('/allfood')
  const loadMore = await screen.findByRole('button', { name: loadMoreText.button })
  loadMore.focus()
  await userEvent.keyboard('{Enter}')
  expect(await screen.findByRole('article', { name: 'Last Lasagne' })).toBeInTheDocument()
  expect(cardNames()).toEqual(['First Falafel', 'Second Soup', 'Last Lasagne'])
  expect(cursors).toEqual([null, 'page2'])
  expect(screen.getByRole('status')).toHaveTextContent(loadMoreText.shown(3, 3))
  expect(screen.queryByRole('button', { name: loadMoreText.button })).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: copy.allFood.heading(3) })).toBeInTheDocument()
})

test('the search goes to the server once the typing pauses, and the heading shows its total', async () => {
  const searched: string[] = []
  server.use(
    http.get(apiUrl('/foods'), () =>
      pageAnswer([buildPublicFood({ foodName: 'Apple Pie' }), buildPublicFood({ foodName: 'Tomato Pasta' })]),
    ),
    http.get(apiUrl('/food'), ({ request }) => {
      const text = paramsOf(request).get('searchParams') ?? ''
      searched.push(text)
      return text === 'pa' ? pageAnswer([buildPublicFood({ foodName: 'Tomato Pasta' })], { total: 31 }) : pageAnswer([])
    }),
  )
  renderApp('/allfood')
  const box = await screen.findByRole('searchbox', { name: copy.allFood.searchLabel })
  await userEvent.type(box, 'pa')
  expect(await screen.findByRole('heading', { name: copy.allFood.heading(31) })).toBeInTheDocument()
  expect(cardNames()).toEqual(['Tomato Pasta'])
  expect(searched).toEqual(['pa'])
  await userEvent.type(box, 'x')
  expect(await screen.findByText(copy.allFood.notFound)).toBeInTheDocument()
  expect(searched).toEqual(['pa', 'pax'])
})

test('a slow answer to an older search never replaces the newer one', async () => {
  server.use(
    http.get(apiUrl('/foods'), () => pageAnswer([])),
    http.get(apiUrl('/food'), async ({ request }) => {
      if (paramsOf(request).get('searchParams') === 'r') {
        await delay(600)
        return pageAnswer([
          buildPublicFood({ foodName: 'Rice and Beans' }),
          buildPublicFood({ foodName: 'Fresh Bread' }),
        ])
      }
      return pageAnswer([buildPublicFood({ foodName: 'Rice and Beans' })])
    }),
  )
  renderApp('/allfood')
  const box = await screen.findByRole('searchbox', { name: copy.allFood.searchLabel })
  await userEvent.type(box, 'r')
  await delay(400) // the search for 'r' is on its way
  await userEvent.type(box, 'i')
  expect(await screen.findByRole('heading', { name: copy.allFood.heading(1) })).toBeInTheDocument()
  await delay(700)
  expect(cardNames()).toEqual(['Rice and Beans'])
})

test("'Sort by Quantity' asks the server for the foods by quantity and shows the 'Foods Sorted' dialog", async () => {
  server.use(
    http.get(apiUrl('/foods'), ({ request }) =>
      paramsOf(request).get('sort') === 'quantity'
        ? pageAnswer(
            [
              buildPublicFood({ foodName: 'Nine', quantity: 9 }),
              buildPublicFood({ foodName: 'Five', quantity: 5 }),
              buildPublicFood({ foodName: 'Two', quantity: 2 }),
            ],
            { total: 500 },
          )
        : pageAnswer([buildPublicFood({ foodName: 'Two', quantity: 2 })], { total: 500 }),
    ),
  )
  renderApp('/allfood')
  await userEvent.click(await screen.findByRole('button', { name: copy.allFood.sortByQuantity }))
  expect(await screen.findByRole('dialog', { name: copy.allFood.sorted })).toBeInTheDocument()
  await waitFor(() => expect(cardNames()).toEqual(['Nine', 'Five', 'Two']))
})

test('a search after sorting keeps the order by quantity', async () => {
  let asked: URLSearchParams | undefined
  server.use(
    http.get(apiUrl('/foods'), () => pageAnswer([buildPublicFood()])),
    http.get(apiUrl('/food'), ({ request }) => {
      asked = paramsOf(request)
      return pageAnswer([buildPublicFood({ foodName: 'Pasta Bake' })])
    }),
  )
  renderApp('/allfood')
  await userEvent.click(await screen.findByRole('button', { name: copy.allFood.sortByQuantity }))
  await userEvent.type(screen.getByRole('searchbox', { name: copy.allFood.searchLabel, hidden: true }), 'pasta')
  await waitFor(() => expect(cardNames()).toEqual(['Pasta Bake']))
  expect(Object.fromEntries(asked ?? [])).toEqual({ searchParams: 'pasta', sort: 'quantity', limit: '24' })
})

test("'Change Layout' toggles between 3 and 2 columns", async () => {
  server.use(http.get(apiUrl('/foods'), () => pageAnswer([buildPublicFood()])))
  renderApp('/allfood')
  const button = await screen.findByRole('button', { name: copy.allFood.changeLayout })
  const grid = () => screen.getByRole('region', { name: 'Foods' })
  // The button shows with the page, the grid once the first page is in.
  expect(await screen.findByRole('region', { name: 'Foods' })).toHaveAttribute('data-columns', '3')
  await userEvent.click(button)
  expect(grid()).toHaveAttribute('data-columns', '2')
  await userEvent.click(button)
  expect(grid()).toHaveAttribute('data-columns', '3')
})

test('a failed listing shows what went wrong with a Retry that loads the foods', async () => {
  let serverUp = false
  server.use(
    http.get(apiUrl('/foods'), () =>
      serverUp
        ? pageAnswer([buildPublicFood({ foodName: 'Lentil Curry' })])
        : HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }),
    ),
  )
  renderApp('/allfood')
  expect(await screen.findByText(/Internal Server Error/)).toBeInTheDocument()
  serverUp = true
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('article', { name: 'Lentil Curry' })).toBeInTheDocument()
})

test("a public list carrying a donor's email is not shown: 'Something went wrong', logged with the path", async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  server.use(http.get(apiUrl('/foods'), () => pageAnswer([buildFood({ foodName: 'Leaky Lasagne' })])))
  renderApp('/allfood')
  expect(await screen.findByText(new RegExp(SOMETHING_WENT_WRONG))).toBeInTheDocument()
  expect(screen.queryByRole('article', { name: 'Leaky Lasagne' })).not.toBeInTheDocument()
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('/api/foods?'), expect.anything())
  logged.mockRestore()
})

test("the first row's photos load at once, first; an uploaded photo offers its widths for the width a card shows", async () => {
  const uploaded = buildPublicFood({ foodName: 'Uploaded Stew', foodImg: '/api/images/Abc123' })
  const outside = buildPublicFood({ foodName: 'Outside Stew', foodImg: 'https://images.example.com/food/stew.jpg' })
  const later = buildPublicFood({ foodName: 'Later Stew' })
  server.use(http.get(apiUrl('/foods'), () => pageAnswer([uploaded, outside, later])))
  renderApp('/allfood')
  await screen.findByRole('heading', { name: copy.allFood.heading(3) })

  const photo = screen.getByRole('img', { name: 'Uploaded Stew' })
  expect(photo).toHaveAttribute('src', '/api/images/Abc123')
  expect(photo).toHaveAttribute(
    'srcset',
    '/api/images/Abc123?w=400 400w, /api/images/Abc123?w=800 800w, /api/images/Abc123 1200w',
  )
  expect(photo).toHaveAttribute('sizes', '(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw')
  expect(photo).toHaveAttribute('loading', 'eager')
  expect(photo).toHaveAttribute('fetchpriority', 'high')

  // An outside URL is shown as it is.
  const outsidePhoto = screen.getByRole('img', { name: 'Outside Stew' })
  expect(outsidePhoto).toHaveAttribute('src', 'https://images.example.com/food/stew.jpg')
  expect(outsidePhoto).not.toHaveAttribute('srcset')
  // Rows below the first (one card a row on this narrow screen) wait until they near the screen.
  for (const name of ['Outside Stew', 'Later Stew']) {
    expect(screen.getByRole('img', { name })).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img', { name })).not.toHaveAttribute('fetchpriority')
  }
})
