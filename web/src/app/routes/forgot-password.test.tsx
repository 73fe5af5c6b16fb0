import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../../test/render'
import { copy } from '@shared/copy'
import { authErrorText, forgotPasswordText, requiredText } from '../../texts/auth'

async function ask(email: string) {
  if (email) await userEvent.type(await screen.findByLabelText(/Email/), email)
  await userEvent.click(await screen.findByRole('button', { name: forgotPasswordText.submit }))
}

test('sends the reset email and says so, in words that do not tell whether the address has an account', async () => {
  const sendPasswordReset = vi.fn(() => Promise.resolve())
  renderApp('/forgot-password', { session: { sendPasswordReset } })
  await ask(' rafi@example.com ')
  expect(sendPasswordReset).toHaveBeenCalledWith('rafi@example.com')
  expect(await screen.findByRole('status')).toHaveTextContent(forgotPasswordText.sent('rafi@example.com'))
  expect(screen.getByRole('link', { name: forgotPasswordText.backToLogin })).toHaveAttribute('href', '/login')
})

test('an empty or malformed address is named on the field and sends nothing', async () => {
  const sendPasswordReset = vi.fn(() => Promise.resolve())
  renderApp('/forgot-password', { session: { sendPasswordReset } })
  await ask('')
  expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(requiredText.email)
  await ask('not-an-email')
  expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(copy.dialog.invalidEmail)
  expect(sendPasswordReset).not.toHaveBeenCalled()
})

test('a failure to send says what went wrong after the spec’s prefix, and claims nothing was sent', async () => {
  const offline = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
    code: 'auth/network-request-failed',
  })
  renderApp('/forgot-password', { session: { sendPasswordReset: vi.fn(() => Promise.reject(offline)) } })
  await ask('rafi@example.com')
  expect(
    await screen.findByText(copy.toast.somethingWentWrong(authErrorText['auth/network-request-failed'] ?? '')),
  ).toBeInTheDocument()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})
