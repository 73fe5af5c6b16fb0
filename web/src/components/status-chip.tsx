import Chip from '@mui/material/Chip'
import type { FoodStatus } from '@shared/food-status'
import type { RequestStatus } from '@shared/request-status'
import { statusText } from '../texts/foods'

export type FoodStatusColor = 'success' | 'info' | 'error'

/** Food statuses (docs/product.md, Foods): Available green, Requested blue, Expired red (the palette lives in app/theme.ts). */
export function foodStatusColor(status: FoodStatus): FoodStatusColor {
  switch (status) {
    case 'Available':
      return 'success'
    case 'Requested':
      return 'info'
    case 'Expired':
      return 'error'
  }
}

/** The status word is always shown, so colour is never the only signal. */
export function StatusChip({ status }: { status: FoodStatus }) {
  return (
    <Chip label={statusText[status] ?? status} color={foodStatusColor(status)} size="small" sx={{ fontWeight: 600 }} />
  )
}

export type RequestStatusColor = 'primary' | 'success' | 'error' | 'info' | 'secondary' | 'default'

/**
 * A request's state, each in its own colour (docs/product.md, Requests): waiting amber, accepted
 * green, declined red, collected blue, no-show dark grey, released light grey. Every one keeps its
 * text at AA contrast.
 */
export function requestStatusColor(status: RequestStatus): RequestStatusColor {
  switch (status) {
    case 'Requested':
      return 'primary'
    case 'Accepted':
      return 'success'
    case 'Declined':
      return 'error'
    case 'Collected':
      return 'info'
    case 'No-show':
      return 'secondary'
    // Grey with dark text: handed back unconfirmed, neither a refusal nor a pickup.
    case 'Released':
      return 'default'
  }
}

/** Like StatusChip, for a request's own state: the word is always shown. */
export function RequestStatusChip({ status }: { status: RequestStatus }) {
  return (
    <Chip
      label={statusText[status] ?? status}
      color={requestStatusColor(status)}
      size="small"
      sx={{ fontWeight: 600 }}
    />
  )
}
