import Chip from '@mui/material/Chip'
import type { FoodStatus } from '@shared/food'

export type FoodStatusColor = 'success' | 'info' | 'error'

/** Spec §4: Available green, Requested blue, Expired red (the palette lives in app/theme.ts). */
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
  return <Chip label={status} color={foodStatusColor(status)} size="small" sx={{ fontWeight: 600 }} />
}
