import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../test/render'
import { copy } from '@shared/copy'

test('a visitor asking for a protected page goes to /login carrying the attempted path', async () => {
  const { router } = renderApp('/mypost')
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  expect(router.state.location.state).toEqual({ from: '/mypost' })
  expect(await screen.findByRole('heading', { name: copy.nav.login })).toBeInTheDocument()
})

test("a protected page shows 'Loading...' while the session loads and calls nothing", async () => {
  const { router } = renderApp('/details/abc', { session: { loading: true } })
  expect(await screen.findByRole('status')).toHaveTextContent(copy.loading)
  expect(router.state.location.pathname).toBe('/details/abc')
})

test('a user without an email is treated as signed out', async () => {
  const { router } = renderApp('/addfood', { user: { email: null } })
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
})
