import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { foodStatusColor, StatusChip } from './status-chip'

test('colours each status as the spec says: Available green, Requested blue, Expired red', () => {
  expect(foodStatusColor('Available')).toBe('success')
  expect(foodStatusColor('Requested')).toBe('info')
  expect(foodStatusColor('Expired')).toBe('error')
})

test('always shows the status word, so colour is not the only signal', () => {
  render(<StatusChip status="Expired" />)
  expect(screen.getByText('Expired')).toHaveClass('MuiChip-label')
})
