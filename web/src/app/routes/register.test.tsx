import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'
import { apiPaths } from '@shared/api-paths'
import { authErrorText, registerText, requiredText } from '../../texts/auth'
import { photoPickerText } from '../../texts/foods'

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

test("failure shows 'Something went wrong' and says in words what went wrong: a taken email", async () => {
  const taken = Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
    code: 'auth/email-already-in-use',
  })
  renderApp('/register', { session: { register: vi.fn(() => Promise.reject(taken)) } })
  await fill({ ...valid, password: 'Secret1' })
  expect(
    await screen.findByText(copy.toast.somethingWentWrong(authErrorText['auth/email-already-in-use'] ?? '')),
  ).toBeInTheDocument()
})

test('a chosen photo stands in for the Photo URL: held until the account exists, then uploaded as it, filling the field', async () => {
  const uploads: (string | null)[] = []
  server.use(
    http.get(apiUrl('/allfoods'), () => HttpResponse.json([])),
    http.post(apiUrl(apiPaths.images), ({ request }) => {
      uploads.push(request.headers.get('authorization'))
      return HttpResponse.json({ url: '/api/images/AbC123profile' }, { status: 201 })
    }),
  )
  let shownPhoto: string | undefined
  const register = vi.fn(
    async (input: { photoURL: string; photo?: ((idToken: string) => Promise<string>) | undefined }) => {
      // As the session does: the account first, then the photo with its ID token.
      shownPhoto = await input.photo?.('new-account-token')
    },
  )
  renderApp('/register', { session: { register } })
  const user = userEvent.setup()
  await user.upload(
    await screen.findByLabelText<HTMLInputElement>(photoPickerText.button),
    new File([new Uint8Array(2048).fill(7)], 'me.jpg', { type: 'image/jpeg' }),
  )
  expect(await screen.findByText(photoPickerText.held)).toBeInTheDocument()
  expect(uploads).toEqual([])

  await fill({ name: valid.name, email: valid.email, password: 'Secret1' })

  expect(screen.getByLabelText(/Photo URL/)).not.toHaveAccessibleDescription(requiredText.photoURL)
  expect(register).toHaveBeenCalledTimes(1)
  expect(register.mock.calls[0]?.[0]).toMatchObject({ name: valid.name, email: valid.email, photoURL: '' })
  expect(typeof register.mock.calls[0]?.[0].photo).toBe('function')
  await waitFor(() => expect(uploads).toEqual(['Bearer new-account-token']))
  const absolute = `${window.location.origin}/api/images/AbC123profile`
  expect(shownPhoto).toBe(absolute)
  await waitFor(() => expect(screen.getByLabelText(/Photo URL/)).toHaveValue(absolute))
  expect(await screen.findByText(copy.toast.registerSuccess)).toBeInTheDocument()
})

test('a typed Photo URL beside a chosen photo must still be a URL', async () => {
  const register = vi.fn(() => Promise.resolve())
  renderApp('/register', { session: { register } })
  const user = userEvent.setup()
  await user.upload(
    await screen.findByLabelText<HTMLInputElement>(photoPickerText.button),
    new File([new Uint8Array(2048).fill(7)], 'me.jpg', { type: 'image/jpeg' }),
  )
  await screen.findByText(photoPickerText.held)
  await fill({ ...valid, photoURL: 'not a url', password: 'Secret1' })
  expect(screen.getByLabelText(/Photo URL/)).toHaveAccessibleDescription(copy.dialog.invalidGenericUrl)
  expect(register).not.toHaveBeenCalled()
})
