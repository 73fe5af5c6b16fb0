import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../test/render'
import { toasts } from './toasts'
import { pwaText } from '../texts/pwa'

test('a toast with a choice shows the message and its button, which acts once pressed', async () => {
  renderApp('/cook')
  const reload = vi.fn()
  toasts.choice(pwaText.updateReady, { label: pwaText.reloadToUpdate, onClick: reload })
  const button = await screen.findByRole('button', { name: pwaText.reloadToUpdate })
  expect(screen.getByText(pwaText.updateReady)).toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
  await userEvent.click(button)
  expect(reload).toHaveBeenCalledOnce()
})

test('in Arabic the toasts read right to left from the bottom-left corner, with an Arabic close label', async () => {
  const { switchLanguage } = await import('../app/language')
  await switchLanguage('ar', { remember: false })
  try {
    renderApp('/cook')
    toasts.warning('تم')
    const close = await screen.findByRole('button', { name: 'إغلاق' })
    const container = close.closest('.Toastify__toast-container')
    expect(container).toHaveClass('Toastify__toast-container--rtl', 'Toastify__toast-container--bottom-left')
    expect(screen.getByLabelText('الإشعارات Alt+T')).toBeInTheDocument()
  } finally {
    await switchLanguage('en', { remember: false })
  }
})
