import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { REDIRECT_DELAY_MS } from '../config/constants'
import { useDelayedNavigate } from './use-delayed-navigate'

function RedirectsLater({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigateLater = useDelayedNavigate()
  useEffect(() => navigateLater(to, { replace }), [navigateLater, to, replace])
  return null
}

beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/login')
})
afterEach(() => vi.useRealTimers())

test('the redirect comes 2000 ms later, not before', async () => {
  render(
    <BrowserRouter>
      <RedirectsLater to="/cook" />
    </BrowserRouter>,
  )
  await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1))
  expect(window.location.pathname).toBe('/login')
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(window.location.pathname).toBe('/cook')
})

test('a person who went elsewhere before the redirect, the page they left still mounted, stays there', async () => {
  render(
    <BrowserRouter>
      <RedirectsLater to="/cook" />
    </BrowserRouter>,
  )
  // As React Router's navigate does at once, before its transition draws the next screen.
  act(() => window.history.pushState(null, '', '/myrequest'))
  await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS))
  expect(window.location.pathname).toBe('/myrequest')
})

test('the redirect adds a page to the history (a food saved), or takes the page’s place (a login)', async () => {
  const before = window.history.length
  const { unmount } = render(
    <BrowserRouter>
      <RedirectsLater to="/myfood" />
    </BrowserRouter>,
  )
  await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS))
  expect(window.location.pathname).toBe('/myfood')
  expect(window.history.length).toBe(before + 1)
  unmount()

  render(
    <BrowserRouter>
      <RedirectsLater to="/cook" replace />
    </BrowserRouter>,
  )
  await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS))
  expect(window.location.pathname).toBe('/cook')
  expect(window.history.length).toBe(before + 1)
})
