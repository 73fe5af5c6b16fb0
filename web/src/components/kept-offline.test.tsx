import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import type { ListPage } from '../lib/api-client'
import { KeptPagedQueryContent } from './kept-offline'

afterEach(() => {
  vi.restoreAllMocks()
})

const twoOfThree: ListPage<string> = { items: ['Rice', 'Bread'], total: 3, next: 'after-bread' }

/** A row that holds what the person typed, as a request form does. */
function Row({ name }: { name: string }) {
  const [note, setNote] = useState('')
  return (
    <label>
      {name}
      <input value={note} onChange={(event) => setNote(event.target.value)} />
    </label>
  )
}

function KeptList() {
  const query = useInfiniteQuery({
    queryKey: ['kept'],
    queryFn: () => Promise.resolve(twoOfThree),
    initialPageParam: '',
    getNextPageParam: (page: ListPage<string>) => page.next,
  })
  return (
    <KeptPagedQueryContent query={query}>
      {(items) => items.map((item) => <Row key={item} name={item} />)}
    </KeptPagedQueryContent>
  )
}

test('offline, a kept list says how old it is above the same rows, keeping what they hold, and offers no Load more', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KeptList />
    </QueryClientProvider>,
  )
  await userEvent.type(await screen.findByRole('textbox', { name: 'Rice' }), 'after six')
  expect(screen.getByRole('button', { name: /load more/i })).toBeInTheDocument()

  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
  })
  expect(screen.getByText(/^You are offline: this is as of .+\.$/)).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Rice' })).toHaveValue('after six')
  expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument()

  act(() => {
    vi.restoreAllMocks()
    window.dispatchEvent(new Event('online'))
  })
  expect(screen.queryByText(/^You are offline/)).not.toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Rice' })).toHaveValue('after six')
})
