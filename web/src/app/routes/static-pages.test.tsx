import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'

test('/cook is a static page with images that have alt text', async () => {
  renderApp('/cook')
  expect(await screen.findByRole('heading', { level: 1, name: 'Cooking with FoodShare' })).toBeInTheDocument()
  for (const image of screen.getAllByRole('img')) expect(image).toHaveAccessibleName()
  expect(screen.getByRole('img', { name: 'A pot steaming on a stove' })).toHaveAttribute('src', '/images/cooking.svg')
})

test('/delivary is a static page', async () => {
  renderApp('/delivary')
  expect(await screen.findByRole('heading', { level: 1, name: 'Delivery with FoodShare' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'A delivery van loaded with food boxes' })).toHaveAttribute(
    'src',
    '/images/delivery.svg',
  )
})

test('an unknown address shows the 404 page with Go To Home', async () => {
  renderApp('/no/such/page')
  expect(await screen.findByRole('link', { name: copy.notFound.goHome })).toHaveAttribute('href', '/')
  expect(screen.getByText('404')).toBeInTheDocument()
})
