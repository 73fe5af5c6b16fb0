import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { copy } from '@shared/copy'
import { renderApp } from '../test/render'
import { footerText } from '../texts/app'
import { loadRoutesAt } from './router'

test('a page whose route was loaded ahead draws itself on its first render, with no Loading... before it', async () => {
  await loadRoutesAt('/delivary')

  renderApp('/delivary')

  expect(screen.getByRole('heading', { level: 1, name: 'Delivery with FoodShare' })).toBeInTheDocument()
  expect(screen.queryByText(copy.loading)).not.toBeInTheDocument()
})

test('a page whose route was not loaded ahead shows Loading... until its module is in', async () => {
  renderApp('/cook')

  expect(screen.getByText(copy.loading)).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 1, name: 'Cooking with FoodShare' })).toBeInTheDocument()
})

test('an address no route knows loads the 404 page ahead too', async () => {
  await loadRoutesAt('/no/such/page')

  renderApp('/no/such/page')

  expect(screen.getByText('404')).toBeInTheDocument()
})

test('a click to a page not loaded yet shows Loading... at once, never the page before under the new address', async () => {
  await loadRoutesAt('/delivary')
  const { router } = renderApp('/delivary')

  await userEvent.click(screen.getByRole('link', { name: footerText.privacyTitle }))

  expect(router.state.location.pathname).toBe('/privacy')
  expect(screen.getByText(copy.loading)).toBeInTheDocument()
  expect(screen.queryByRole('heading', { level: 1, name: 'Delivery with FoodShare' })).not.toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 1, name: footerText.privacyTitle })).toBeInTheDocument()
})

test('a protected screen loaded ahead keeps its own frame while the sign-in state loads', async () => {
  await loadRoutesAt('/details/abc')

  renderApp('/details/abc', { session: { loading: true } })

  // The details frame: the photo's place saying 'Loading...', and the places of its three buttons.
  const page = screen.getByRole('main')
  expect(within(page).getByRole('status')).toHaveTextContent(copy.loading)
  expect(within(page).getAllByRole('button', { hidden: true })).toHaveLength(3)
})
