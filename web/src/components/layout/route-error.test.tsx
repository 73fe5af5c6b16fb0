import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { BaseProviders } from '../../app/providers'
import { RouteErrorBoundary } from './route-error'

let broken = true

function Fragile() {
  if (broken) throw new Error('The food list could not be read')
  return <p>The food list</p>
}

function renderBroken() {
  return render(
    <BaseProviders>
      <MemoryRouter initialEntries={['/fragile']}>
        <Link to="/calm">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="fragile" element={<Fragile />} />
            <Route path="calm" element={<p>A calm page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </BaseProviders>,
  )
}

beforeEach(() => {
  broken = true
  // React reports the caught error on the console; the page is what this test reads.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => vi.restoreAllMocks())

test('a page that fails to draw shows why, with Retry and a way home', async () => {
  renderBroken()
  expect(await screen.findByText('Could not show this page: The food list could not be read')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/')
  broken = false
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('The food list')).toBeInTheDocument()
})

test('going elsewhere leaves the error behind', async () => {
  renderBroken()
  await screen.findByRole('button', { name: 'Retry' })
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))
  expect(await screen.findByText('A calm page')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
})
