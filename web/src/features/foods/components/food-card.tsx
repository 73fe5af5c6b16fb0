import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
import type { ReactNode } from 'react'
import type { PublicFood } from '../../../lib/api-client'
import { imageSrcSet } from '@shared/image-widths'
import { Link as RouterLink } from 'react-router-dom'
import { StatusChip } from '../../../components/status-chip'
import { ContainedLink } from '../../../components/contained-link'
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
const PAINT_WHEN_NEAR_STYLE = {
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

/*
 * The card's styles are made once, here: a page draws up to 24 cards at a time, and `sx` on each
 * of a card's parts would be worked out again for every card on every render. For the same reason
 * the card is drawn as MUI's outlined Card looks without the Card components, its facts are plain
 * `dt`/`dd` styled by their list (not a Typography each), and its status, tags and 'See Details'
 * are drawn without Chip and Button (components/status-chip.tsx, diet-tags.tsx,
 * components/contained-link.tsx): a card renders in about a quarter of the time it took.
 */
const CardFrame = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}))
const Photo = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  objectFit: 'cover',
  backgroundColor: theme.palette.grey[200],
}))
const Content = styled('div')(({ theme }) => ({ flexGrow: 1, padding: theme.spacing(2) }))
const Heading = styled('header')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  marginBottom: theme.spacing(1),
  '& > :first-of-type': { overflowWrap: 'anywhere' },
}))
const Facts = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(0.5),
  '& dt, & dd': theme.typography.body2,
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}))
const DonorLink = styled(RouterLink)(({ theme }) => ({ color: theme.palette.primary.dark }))
const Tags = styled('div')(({ theme }) => ({ marginTop: theme.spacing(1) }))
const Actions = styled('div')(({ theme }) => ({ padding: theme.spacing(1, 2, 2) }))

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
    <CardFrame aria-labelledby={`food-${food._id}`} style={paintWhenNear ? PAINT_WHEN_NEAR_STYLE : undefined}>
      <Photo
        src={food.foodImg}
        alt={food.foodName}
        {...(srcSet ? { srcSet, sizes: cardImageSizes(largeColumns) } : {})}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        style={{ height: imageHeight }}
      />
      <Content>
        <Heading>
          <Typography id={`food-${food._id}`} variant="h6" component={headingLevel}>
            {food.foodName}
          </Typography>
          <StatusChip status={food.foodStatus} />
        </Heading>
        <Facts>
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
          <Fact
            label={foodCardLabels.sharedBy}
            value={<DonorLink to={paths.profile(food.donator.profileId)}>{food.donator.name}</DonorLink>}
          />
          {food.distanceKm !== undefined && (
            <Fact label={nearText.distanceLabel} value={nearText.distance(food.distanceKm)} />
          )}
        </Facts>
        <Tags>
          <DietTagChips tags={food.tags} />
        </Tags>
      </Content>
      <Actions>
        <ContainedLink to={paths.details(food._id)}>{detailsLabel}</ContainedLink>
      </Actions>
    </CardFrame>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}:</dt>
      <dd>{value}</dd>
    </>
  )
}
