import Box from '@mui/material/Box'
import { memo, startTransition, useEffect, useState } from 'react'
import type { PublicFood } from '../../../lib/api-client'
import { FoodCard } from './food-card'
import { whenIdle } from '../../../lib/when-idle'

export interface FoodGridProps {
  foods: readonly PublicFood[]
  detailsLabel: string
  /** Columns on large screens: 3 on home, 2 or 3 on /allfood (docs/product.md, Screens). */
  largeColumns?: 2 | 3
  imageHeight?: number
  label?: string
}

/** Cards in the grid's first commit: the first row at its widest, what a person sees of it first. */
export const FIRST_CARDS = 3
/**
 * Cards added at each idle moment after that: two keep each commit a short task (its layout and
 * paint included), so a tap or a scroll is never held for long while the rest of the page draws.
 */
const CARDS_PER_STEP = 2

/** Each step draws only its new cards: the ones already there keep their render. */
const GridCard = memo(FoodCard)

/**
 * Only the page's first draw is spread out, while it loads. Coming back to the home later, every
 * card is there at once, so the scroll position Back restores exists on the first frame.
 */
let spreadOut = true

/** How many of `total` cards to draw: the first row at once, then a few more whenever the browser is idle. */
function useCardsShown(total: number): number {
  const [shown, setShown] = useState(() => (spreadOut ? FIRST_CARDS : Number.POSITIVE_INFINITY))
  useEffect(() => {
    if (shown >= total) {
      // Once a page of cards has all been drawn; an empty list draws nothing to spread.
      if (total > 0) spreadOut = false
      return
    }
    return whenIdle(() => startTransition(() => setShown((count) => count + CARDS_PER_STEP)))
  }, [shown, total])
  return Math.min(shown, total)
}

/** 1 column on small screens, 2 from `sm`, 2 or 3 from `lg` (docs/product.md, Screens; the breakpoints are in app/theme.ts). */
export function gridColumns(largeColumns: 2 | 3) {
  return {
    display: 'grid',
    gap: 3,
    gridTemplateColumns: {
      xs: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: `repeat(${largeColumns}, minmax(0, 1fr))`,
    },
  } as const
}

/**
 * The grid of gridColumns.
 * The cards draw a few at a time (useCardsShown): the home's page of 24 would otherwise render and
 * commit in one long task.
 */
export function FoodGrid({ foods, detailsLabel, largeColumns = 3, imageHeight, label = 'Foods' }: FoodGridProps) {
  const shown = useCardsShown(foods.length)
  return (
    <Box component="section" aria-label={label} data-columns={largeColumns} sx={gridColumns(largeColumns)}>
      {foods.slice(0, shown).map((food, index) => (
        <GridCard
          key={food._id}
          food={food}
          detailsLabel={detailsLabel}
          imageHeight={imageHeight}
          largeColumns={largeColumns}
          paintWhenNear={index >= FIRST_CARDS}
        />
      ))}
    </Box>
  )
}
