import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { LoadError, Loading } from './loading'
import { copy } from '@shared/copy'
import { pwaText } from '../texts/pwa'

function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
}

afterEach(() => {
  vi.restoreAllMocks()
})

test("says 'You are offline' instead of 'Loading...' while the browser has no network, and back", () => {
  render(<Loading />)
  expect(screen.getByText(copy.loading)).toBeInTheDocument()
  act(goOffline)
  expect(screen.getByRole('status')).toHaveTextContent(pwaText.offline)
  expect(screen.queryByText(copy.loading)).not.toBeInTheDocument()
  act(() => {
    vi.restoreAllMocks()
    window.dispatchEvent(new Event('online'))
  })
  expect(screen.getByText(copy.loading)).toBeInTheDocument()
})

test('a failed load offline says so, and still offers Retry', async () => {
  goOffline()
  const onRetry = vi.fn()
  render(<LoadError error={new Error('Network error')} onRetry={onRetry} />)
  expect(screen.getByText(pwaText.offline)).toBeInTheDocument()
  expect(screen.queryByText(/Network error/)).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(onRetry).toHaveBeenCalledOnce()
})
