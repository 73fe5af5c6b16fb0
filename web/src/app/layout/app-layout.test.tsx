import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { credentialedApi } from '../../lib/api-client'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { setViewportWidth } from '../../test/viewport'
import { copy } from '@shared/copy'
import { accountNavLabel } from '../../texts/nav'

/** The top bar's 'Main' navigation shows from 1200 px (below it, the side menu's button). */
const DESKTOP = 1280

test('a visitor sees Login and Register and no signed-in links', async () => {
  setViewportWidth(DESKTOP)
  renderApp('/cook')
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  expect(within(nav).getByRole('link', { name: copy.nav.home })).toHaveAttribute('href', '/')
  expect(within(nav).getByRole('link', { name: copy.nav.allFood })).toHaveAttribute('href', '/allfood')
  expect(within(nav).getByRole('link', { name: copy.nav.cook })).toHaveAttribute('href', '/cook')
  expect(within(nav).getByRole('link', { name: copy.nav.delivary })).toHaveAttribute('href', '/delivary')
  expect(within(nav).queryByRole('link', { name: copy.nav.addFood })).not.toBeInTheDocument()
  expect(within(nav).queryByRole('link', { name: copy.nav.myPost })).not.toBeInTheDocument()
  expect(within(nav).queryByRole('link', { name: copy.nav.myRequest })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: copy.nav.login })).toHaveAttribute('href', '/login')
  expect(screen.getByRole('link', { name: copy.nav.register })).toHaveAttribute('href', '/register')
  expect(screen.queryByRole('button', { name: copy.nav.logOut })).not.toBeInTheDocument()
})

test('a signed-in user sees their photo titled with their name, Log-Out and the signed-in links', async () => {
  setViewportWidth(DESKTOP)
  renderApp('/cook', { user: { displayName: 'Ayesha Rahman', photoURL: 'https://images.example.com/a.jpg' } })
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  expect(within(nav).getByRole('link', { name: copy.nav.addFood })).toHaveAttribute('href', '/addfood')
  expect(within(nav).getByRole('link', { name: copy.nav.myPost })).toHaveAttribute('href', '/mypost')
  expect(within(nav).getByRole('link', { name: copy.nav.myRequest })).toHaveAttribute('href', '/myrequest')
  expect(within(nav).getByRole('link', { name: accountNavLabel })).toHaveAttribute('href', '/account')
  // The signed-in end of the bar (photo, Log-Out, bell) is a chunk of its own, loaded once signed in.
  expect(await screen.findByRole('img', { name: 'Ayesha Rahman' })).toHaveAttribute(
    'src',
    'https://images.example.com/a.jpg',
  )
  expect(screen.getByTitle('Ayesha Rahman')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: copy.nav.logOut })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: copy.nav.login })).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: copy.nav.register })).not.toBeInTheDocument()
})

test('Log-Out signs out, shows the warning toast and goes home', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  const signOut = vi.fn(() => Promise.resolve())
  const { router } = renderApp('/cook', { user: {}, session: { signOut } })
  await userEvent.click(await screen.findByRole('button', { name: copy.nav.logOut }))
  expect(await screen.findByText(copy.toast.loggedOut)).toBeInTheDocument()
  expect(signOut).toHaveBeenCalledOnce()
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
})

test('the brand title links home', async () => {
  renderApp('/cook')
  expect(await screen.findByRole('link', { name: copy.brand })).toHaveAttribute('href', '/')
})

test('the side menu opens by its button and lists the links for the sign-in state', async () => {
  renderApp('/cook')
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
  const menu = await screen.findByRole('navigation', { name: 'Side menu' })
  expect(within(menu).getByRole('link', { name: copy.nav.allFood })).toHaveAttribute('href', '/allfood')
  expect(within(menu).getByRole('link', { name: copy.nav.login })).toHaveAttribute('href', '/login')
  expect(within(menu).queryByRole('link', { name: copy.nav.addFood })).not.toBeInTheDocument()
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument())
})

test('the footer shows the year 2024, placeholder links and social links', async () => {
  renderApp('/cook')
  const footer = await screen.findByRole('contentinfo')
  expect(within(footer).getByText(/© 2024/)).toBeInTheDocument()
  expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '#')
  expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/')
  expect(within(footer).getByText(/\+1 \(555\)/)).toBeInTheDocument()
})

test('nothing about the user shows while the session loads', async () => {
  setViewportWidth(DESKTOP)
  renderApp('/cook', { session: { loading: true } })
  await screen.findByRole('navigation', { name: 'Main' })
  expect(screen.queryByRole('link', { name: copy.nav.login })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: copy.nav.logOut })).not.toBeInTheDocument()
})

test('a 401 on a credentialed call signs the user out and goes to /login', async () => {
  server.use(http.get(apiUrl('/posted'), () => HttpResponse.json({ error: 'Sign in required' }, { status: 401 })))
  const signOut = vi.fn(() => Promise.resolve())
  const { router } = renderApp('/cook', { user: {}, session: { signOut } })
  await screen.findByRole('button', { name: copy.nav.logOut })
  // The layout registers its handler once the API client has loaded after first paint, which a
  // busy machine may finish after the top bar's own chunk: ask again until it is in place.
  await waitFor(async () => {
    signOut.mockClear()
    await expect(credentialedApi('/posted')).rejects.toMatchObject({ status: 401 })
    expect(signOut).toHaveBeenCalledOnce()
  })
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
})
