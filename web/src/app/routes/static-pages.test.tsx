import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'
import { footerText } from '../../texts/app'

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

test('the footer’s Privacy policy opens a page saying what is stored, who sees it and how to get it deleted', async () => {
  const { router } = renderApp('/cook')
  const footer = await screen.findByRole('navigation', { name: 'Resources' })
  await userEvent.click(within(footer).getByRole('link', { name: footerText.privacyTitle }))
  expect(await screen.findByRole('heading', { level: 1, name: footerText.privacyTitle })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/privacy')
  for (const heading of ['What we store', 'Who sees it', 'How to get it deleted']) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
  }
  // The other placeholder links still go nowhere.
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Resources' })).getByRole('link', { name: 'Donor guide' }),
  )
  expect(router.state.location.pathname).toBe('/privacy')
})
