import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { paths } from '../../config/paths'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { appText } from '../../texts/app'
import { switchLanguage } from '../language'

afterEach(async () => {
  localStorage.removeItem('foodshare:language')
  await switchLanguage('en', { remember: false })
})

test('a switch to German on a filled add form relabels every field, the tags and the pickup windows, and keeps what was typed', async () => {
  const saved: unknown[] = []
  server.use(
    http.put(apiUrl(apiPaths.language), async ({ request }) => {
      saved.push(await request.json())
      return HttpResponse.json({ language: 'de' })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })

  // The route's chunk loads first: on a busy machine that can take longer than findBy's default.
  const name = await screen.findByRole('textbox', { name: 'Food Name' }, { timeout: 20_000 })
  await user.type(name, 'Chicken Biryani')
  await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '4')
  await user.type(screen.getByRole('textbox', { name: 'Pickup Location' }), 'Dhanmondi 27')
  await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }))
  await user.click(screen.getByRole('button', { name: 'Add a pickup window' }))
  fireEvent.change(screen.getByLabelText('Window 1 starts'), { target: { value: '2099-01-20T10:00' } })

  const [select] = screen.getAllByRole('combobox', { name: appText.language, hidden: true })
  if (!select) throw new Error('no language menu')
  await user.selectOptions(select, 'de')

  expect(await screen.findByRole('textbox', { name: 'Name des Essens' }, { timeout: 20_000 })).toHaveValue(
    'Chicken Biryani',
  )
  expect(screen.getByRole('spinbutton', { name: 'Menge' })).toHaveValue(4)
  expect(screen.getByRole('textbox', { name: 'Abholort' })).toHaveValue('Dhanmondi 27')
  expect(screen.getByRole('group', { name: 'Ernährung und Allergene' })).toBeInTheDocument()
  expect(screen.getByRole('checkbox', { name: 'Vegetarisch' })).toBeChecked()
  expect(screen.getByRole('button', { name: 'Abholzeit hinzufügen' })).toBeInTheDocument()
  expect(screen.getByLabelText('Zeitfenster 1 beginnt')).toHaveValue('2099-01-20T10:00')
  expect(screen.queryByText('Add a pickup window')).not.toBeInTheDocument()
  await waitFor(() => expect(saved).toEqual([{ language: 'de' }]))
}, 60_000)
