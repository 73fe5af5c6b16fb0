import { styled } from '@mui/material/styles'
import type { FoodStatus } from '@shared/food-status'
import type { RequestStatus } from '@shared/request-status'
import { statusText } from '../texts/foods'
import { smallChipShape } from './chip-shape'

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

type ChipColor = FoodStatusColor | RequestStatusColor

/** A status word on its colour, as MUI's small filled Chip draws it, without the Chip (chip-shape.ts). */
const Pill = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: ChipColor }>(
  ({ theme, tone }) => ({
    ...smallChipShape(theme),
    padding: '0 8px',
    fontWeight: 600,
    // The chip's height: the word sits in the middle.
    lineHeight: '24px',
    ...(tone === 'default'
      ? { color: theme.palette.text.primary, backgroundColor: theme.palette.action.selected }
      : { color: theme.palette[tone].contrastText, backgroundColor: theme.palette[tone].main }),
  }),
)

/** The status word is always shown, so colour is never the only signal. */
export function StatusChip({ status }: { status: FoodStatus }) {
  return <Pill tone={foodStatusColor(status)}>{statusText[status] ?? status}</Pill>
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
  return <Pill tone={requestStatusColor(status)}>{statusText[status] ?? status}</Pill>
}
