import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { PublicFood } from '../../../lib/api-client'
import { imageSrcSet } from '@shared/image-widths'
import { Link as RouterLink } from 'react-router-dom'
import { StatusChip } from '../../../components/status-chip'
import { DietTagChips } from './diet-tags'
import { paths } from '../../../config/paths'
import { FOOD_ROW_ESTIMATE_PX } from '../../../config/constants'
import { loopText } from '../../../texts/requests'
import { nearText } from '../../../texts/near'
import { foodCardLabels } from '../../../texts/foods'
import { formatExpiry } from '../../../texts/formats'

export interface FoodCardProps {
  food: PublicFood
  /** 'See Details' on home, 'See Foods Details' on /allfood (docs/product.md, Screens). */
  detailsLabel: string
  /** Image height in px; 300 on the home grid (docs/product.md, Limits). */
  imageHeight?: number
  /** The name's heading level: one below the section the card sits in (h3 under home's h2s). */
  headingLevel?: 'h2' | 'h3'
  /** In the first row on screen: its photo may be the page's largest paint, so it loads at once, first. */
  priority?: boolean
  /** Columns of its grid on large screens: how wide the photo shows there. */
  largeColumns?: 2 | 3
  /** Below the first row: its contents are laid out and painted only once it nears the screen. */
  paintWhenNear?: boolean
}

/**
 * Off screen, the browser skips the card's contents and keeps it at a card's usual height (then
 * at the height it last had), so the page's length and its scrollbar stay true.
 */
const PAINT_WHEN_NEAR_SX = {
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${FOOD_ROW_ESTIMATE_PX}px`,
} as const

/**
 * How wide a card's photo shows, for the browser to pick a width of an uploaded photo: the whole
 * screen in one column (under 600 px), half in two, and a column of the 1200 px container above.
 */
export function cardImageSizes(largeColumns: 2 | 3): string {
  return `(min-width: 1200px) ${Math.round(1200 / largeColumns)}px, (min-width: 600px) 50vw, 100vw`
}

/** One food: every user-given field is rendered as text (or as an image URL), never as HTML. */
export function FoodCard({
  food,
  detailsLabel,
  imageHeight = 300,
  headingLevel = 'h3',
  priority = false,
  largeColumns = 3,
  paintWhenNear = false,
}: FoodCardProps) {
  const srcSet = imageSrcSet(food.foodImg)
  return (
    <Card
      component="article"
      aria-labelledby={`food-${food._id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...(paintWhenNear ? PAINT_WHEN_NEAR_SX : {}) }}
    >
      <CardMedia
        component="img"
        image={food.foodImg}
        alt={food.foodName}
        {...(srcSet ? { srcSet, sizes: cardImageSizes(largeColumns) } : {})}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        sx={{ height: imageHeight, objectFit: 'cover', bgcolor: 'grey.200' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <Typography id={`food-${food._id}`} variant="h6" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
            {food.foodName}
          </Typography>
          <StatusChip status={food.foodStatus} />
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5 }}>
          <Fact label={foodCardLabels.quantity} value={String(food.quantity)} />
          {/* Only once some are kept for someone: a whole food needs no second number. */}
          {food.portionsLeft !== food.quantity && (
            <Fact
              label={loopText.portionsLeftLabel}
              value={loopText.portionsLeftShort(food.portionsLeft, food.quantity)}
            />
          )}
          <Fact label={foodCardLabels.expires} value={formatExpiry(food.expireDateTime)} />
          <Fact label={foodCardLabels.location} value={food.location} />
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {foodCardLabels.sharedBy}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {/* Box, not MUI's Link: the home's first load carries the card, and Box is there already. */}
            <Box component={RouterLink} to={paths.profile(food.donator.profileId)} sx={{ color: 'primary.dark' }}>
              {food.donator.name}
            </Box>
          </Typography>
          {food.distanceKm !== undefined && (
            <Fact label={nearText.distanceLabel} value={nearText.distance(food.distanceKm)} />
          )}
        </Box>
        <Box sx={{ mt: 1 }}>
          <DietTagChips tags={food.tags} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={paths.details(food._id)} variant="contained" fullWidth>
          {detailsLabel}
        </Button>
      </CardActions>
    </Card>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  )
}
