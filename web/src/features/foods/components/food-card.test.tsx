import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { paths } from '../../../config/paths'
import { buildPublicFood } from '../../../test/builders'
import { FoodCard } from './food-card'

test("a food card's donor name links to the donor's public profile, by its profileId", async () => {
  const food = buildPublicFood({
    foodName: 'Lentil Soup',
    donator: { name: 'Ayesha Rahman', img: '', profileId: 'pAyesha42' },
  })
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<FoodCard food={food} detailsLabel="View details" />} />
        <Route path="/users/:profileId" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  )

  const donor = screen.getByRole('link', { name: 'Ayesha Rahman' })
  expect(donor).toHaveAttribute('href', '/users/pAyesha42')
  await userEvent.setup().click(donor)
  expect(await screen.findByText(`Profile page at ${paths.profile('pAyesha42')}`)).toBeInTheDocument()
})

function ProfilePage() {
  return <p>Profile page at {useLocation().pathname}</p>
}
