import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { apiUrl, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'
import { googleButtonText, loginText, requiredText } from '../../texts/auth'

test('a malformed email shows Invalid email address and signs nobody in', async () => {
  const signIn = vi.fn(() => Promise.resolve())
  renderApp('/login', { session: { signIn } })
  await userEvent.type(await screen.findByLabelText(/Email/), 'not-an-email')
  await userEvent.type(screen.getByLabelText(/Password/), 'Secret1')
  await userEvent.click(screen.getByRole('button', { name: loginText.submit }))
  expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(copy.dialog.invalidEmail)
  expect(signIn).not.toHaveBeenCalled()
})

test('the password is required', async () => {
  const signIn = vi.fn(() => Promise.resolve())
  renderApp('/login', { session: { signIn } })
  await userEvent.type(await screen.findByLabelText(/Email/), 'marco@example.com')
  await userEvent.click(screen.getByRole('button', { name: loginText.submit }))
  expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(requiredText.password)
  expect(signIn).not.toHaveBeenCalled()
})

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Email/), email)
  await userEvent.type(screen.getByLabelText(/Password/), password)
  await userEvent.click(screen.getByRole('button', { name: loginText.submit }))
}

test("success shows 'Login Succfull' and returns to the page the user came from after 2 s", async () => {
  const signIn = vi.fn(() => Promise.resolve())
  const { router } = renderApp('/login', { session: { signIn }, locationState: { from: '/cook' } })
  await fillAndSubmit('marco@example.com', 'Secret1')
  expect(signIn).toHaveBeenCalledWith('marco@example.com', 'Secret1')
  expect(await screen.findByText(copy.toast.loginSuccess)).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  await waitFor(() => expect(router.state.location.pathname).toBe('/cook'), { timeout: 3000 })
})

test('success without a page to return to goes home', async () => {
  server.use(http.get(apiUrl('/allfoods'), () => HttpResponse.json([])))
  const { router } = renderApp('/login', { locationState: { from: '//evil.example.com' } })
  await fillAndSubmit('marco@example.com', 'Secret1')
  expect(await screen.findByText(copy.toast.loginSuccess)).toBeInTheDocument()
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 })
})

test("failure shows 'Something went wrong' with the provider's message and stays", async () => {
  const signIn = vi.fn(() => Promise.reject(new Error('Firebase: Error (auth/invalid-credential).')))
  const { router } = renderApp('/login', { session: { signIn } })
  await fillAndSubmit('marco@example.com', 'Wrong1')
  expect(
    await screen.findByText(copy.toast.somethingWentWrong('Firebase: Error (auth/invalid-credential).')),
  ).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/login')
  expect(screen.getByRole('button', { name: loginText.submit })).toBeEnabled()
})

test('Google sign-in uses the popup action and shows the same toast', async () => {
  const signInWithGoogle = vi.fn(() => Promise.resolve())
  renderApp('/login', { session: { signInWithGoogle } })
  await userEvent.click(await screen.findByRole('button', { name: googleButtonText }))
  expect(signInWithGoogle).toHaveBeenCalledOnce()
  expect(await screen.findByText(copy.toast.loginSuccess)).toBeInTheDocument()
})

test('offers Forgot password? going nowhere and a link to register', async () => {
  const { router } = renderApp('/login')
  const forgot = await screen.findByRole('link', { name: copy.login.forgotPassword })
  await userEvent.click(forgot)
  expect(router.state.location.pathname).toBe('/login')
  expect(
    screen.getAllByRole('link', { name: copy.nav.register }).some((link) => link.getAttribute('href') === '/register'),
  ).toBe(true)
})
