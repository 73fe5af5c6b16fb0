import Box from '@mui/material/Box'
import type { Food } from '@shared/food'
import { FoodCard } from './food-card'

export interface FoodGridProps {
  foods: readonly Food[]
  detailsLabel: string
  /** Columns on large screens: 3 on home, 2 or 3 on /allfood (spec §9). */
  largeColumns?: 2 | 3
  imageHeight?: number
  label?: string
}

/** 1 column on small screens, 2 on medium, 2 or 3 on large (spec §2, §9). */
export function FoodGrid({ foods, detailsLabel, largeColumns = 3, imageHeight, label = 'Foods' }: FoodGridProps) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${largeColumns}, minmax(0, 1fr))`,
        },
      }}
    >
      {foods.map((food) => (
        <FoodCard key={food._id} food={food} detailsLabel={detailsLabel} imageHeight={imageHeight} />
      ))}
    </Box>
  )
}
