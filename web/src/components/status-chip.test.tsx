import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ThemeProvider } from '@mui/system'
import { themeFor } from '../app/theme'
import { expect, test } from 'vitest'
import { REQUEST_STATUSES } from '@shared/request-status'
import { foodStatusColor, RequestStatusChip, requestStatusColor, StatusChip } from './status-chip'

test('colours each status as the spec says: Available green, Requested blue, Expired red', () => {
  expect(foodStatusColor('Available')).toBe('success')
  expect(foodStatusColor('Requested')).toBe('info')
  expect(foodStatusColor('Expired')).toBe('error')
})

function renderInTheme(chip: ReactElement) {
  render(<ThemeProvider theme={themeFor('ltr')}>{chip}</ThemeProvider>)
}

test('always shows the status word, so colour is not the only signal, white on the status colour', () => {
  renderInTheme(<StatusChip status="Expired" />)
  expect(screen.getByText('Expired')).toHaveStyle({ color: '#fff', backgroundColor: '#c62828' })
})

test('gives each request state its own colour', () => {
  const colours = REQUEST_STATUSES.map(requestStatusColor)
  expect(colours).toEqual(['primary', 'success', 'error', 'info', 'secondary', 'default'])
  expect(new Set(colours).size).toBe(REQUEST_STATUSES.length)
})

test('shows the request state as a word too', () => {
  renderInTheme(<RequestStatusChip status="No-show" />)
  expect(screen.getByText('No-show')).toHaveStyle({ color: '#fff', backgroundColor: '#1f2937' })
})
