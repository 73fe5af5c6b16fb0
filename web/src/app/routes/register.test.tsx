import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'
import { registerText, requiredText } from '../../texts/auth'

async function fill(fields: { name?: string; email?: string; photoURL?: string; password?: string }) {
  if (fields.name) await userEvent.type(await screen.findByLabelText(/Name/), fields.name)
  if (fields.email) await userEvent.type(screen.getByLabelText(/Email/), fields.email)
  if (fields.photoURL) await userEvent.type(screen.getByLabelText(/Photo URL/), fields.photoURL)
  if (fields.password) await userEvent.type(screen.getByLabelText(/Password/), fields.password)
  await userEvent.click(screen.getByRole('button', { name: registerText.submit }))
}

const valid = { name: 'Marco Rossi', email: 'marco@example.com', photoURL: 'https://images.example.com/m.jpg' }

test.each([
  ['Ab1', copy.password.tooShort],
  ['secret1', copy.password.noUppercase],
  ['SECRET1', copy.password.noLowercase],
])('the password %s shows the rule it breaks', async (password, message) => {
  const register = vi.fn(() => Promise.resolve())
  renderApp('/register', { session: { register } })
  await fill({ ...valid, password })
  expect(screen.getByText(message)).toBeInTheDocument()
  expect(register).not.toHaveBeenCalled()
})

test('every field is required', async () => {
  const register = vi.fn(() => Promise.resolve())
  renderApp('/register', { session: { register } })
  await screen.findByLabelText(/Name/)
  await fill({})
  expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription(requiredText.name)
  expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(requiredText.email)
  expect(screen.getByLabelText(/Photo URL/)).toHaveAccessibleDescription(requiredText.photoURL)
  expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(requiredText.password)
  expect(register).not.toHaveBeenCalled()
})

test("success registers with name and photo, shows 'Register successfully' and goes home after 2 s", async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  const register = vi.fn(() => Promise.resolve())
  const { router } = renderApp('/register', { session: { register } })
  await fill({ ...valid, password: 'Secret1' })
  expect(register).toHaveBeenCalledWith({ ...valid, password: 'Secret1' })
  expect(await screen.findByText(copy.toast.registerSuccess)).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/register')
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 })
})

test("failure shows 'Something went wrong' with the provider's message", async () => {
  const register = vi.fn(() => Promise.reject(new Error('Firebase: Error (auth/email-already-in-use).')))
  renderApp('/register', { session: { register } })
  await fill({ ...valid, password: 'Secret1' })
  expect(
    await screen.findByText(copy.toast.somethingWentWrong('Firebase: Error (auth/email-already-in-use).')),
  ).toBeInTheDocument()
})
