import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { copy } from '../../config/copy'
import { renderApp } from '../../test/render'

test('a visitor sees Login and Register and no signed-in links', async () => {
  renderApp('/cook')
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  expect(within(nav).getByRole('link', { name: copy.nav.home })).toHaveAttribute('href', '/')
  expect(within(nav).getByRole('link', { name: copy.nav.allFood })).toHaveAttribute('href', '/allfood')
  expect(within(nav).getByRole('link', { name: copy.nav.delivary })).toHaveAttribute('href', '/delivary')
  expect(within(nav).queryByRole('link', { name: copy.nav.addFood })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: copy.nav.login })).toHaveAttribute('href', '/login')
  expect(screen.getByRole('link', { name: copy.nav.register })).toHaveAttribute('href', '/register')
  expect(screen.queryByRole('button', { name: copy.nav.logOut })).not.toBeInTheDocument()
})
