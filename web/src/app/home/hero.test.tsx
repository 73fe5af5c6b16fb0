import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, onTestFinished, test } from 'vitest'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { prerenderHome } from '../prerender'
import { copy } from '@shared/copy'

test('the pre-rendered home carries the first slide, its view foods link, the top bar and Loading...', () => {
  const html = prerenderHome()
  const page = document.createElement('div')
  page.innerHTML = html
  document.body.append(page)
  onTestFinished(() => page.remove())
  const hero = within(within(page).getByRole('region', { name: 'Highlights' }))
  expect(hero.getByRole('heading', { name: copy.home.slides[0] })).toBeInTheDocument()
  expect(hero.getByRole('link', { name: copy.home.viewFoods })).toHaveAttribute('href', '/allfood')
  expect(within(page).getByRole('banner')).toHaveTextContent(copy.brand)
  expect(within(page).getByRole('status')).toHaveTextContent(copy.loading)
})

test('the slider has a clickable dot per slide, and a dot shows its slide', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  renderApp('/')
  const slider = await screen.findByRole('region', { name: 'Highlights' })
  const dots = await within(slider).findAllByRole('button', { name: /^Go to slide \d$/ })
  expect(dots).toHaveLength(copy.home.slides.length)
  await userEvent.click(within(slider).getByRole('button', { name: 'Go to slide 3' }))
  await waitFor(() =>
    expect(within(slider).getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true'),
  )
})

test('Swiper waits: the first slide shows alone until someone reaches for the hero', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  renderApp('/')
  const slider = await screen.findByRole('region', { name: 'Highlights' })
  expect(within(slider).getByRole('heading', { name: copy.home.slides[0] })).toBeInTheDocument()
  expect(within(slider).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument()
  // Well before the first autoplay turn would load it by itself (4000 ms less a second).
  await userEvent.hover(slider)
  expect(await within(slider).findByRole('button', { name: 'Next slide' }, { timeout: 2000 })).toBeInTheDocument()
})
