import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, test } from 'vitest'
import { paths } from '../../../config/paths'
import { buildPublicFood } from '../../../test/builders'
import { FoodCard } from './food-card'

test("a food card's donor name links to the donor's public profile, by its profileId", async () => {
  const food = buildPublicFood({
    foodName: 'Lentil Soup',
    donator: { name: 'Ayesha Rahman', img: '', profileId: 'pAyesha42' },
  })
  const router = createMemoryRouter(
    [
      { path: '/', element: <FoodCard food={food} detailsLabel="View details" /> },
      { path: '/users/:profileId', element: <p>Profile page</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)

  const donor = screen.getByRole('link', { name: 'Ayesha Rahman' })
  expect(donor).toHaveAttribute('href', '/users/pAyesha42')
  await userEvent.setup().click(donor)
  expect(await screen.findByText('Profile page')).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(paths.profile('pAyesha42'))
})
