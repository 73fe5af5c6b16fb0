import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { copy } from '@shared/copy'
import { renderApp } from '../test/render'
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
