import { useDeferredValue, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router-dom'
import type { Food } from '@shared/responses'
import { imageSrcSet } from '@shared/image-widths'
import { KeptQueryContent } from '../../components/kept-offline'
import { Loading } from '../../components/loading'
import { StatusChip } from '../../components/status-chip'
import { DietTagChips } from '../../features/foods/components/diet-tags'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { GoneFood } from '../../features/foods/components/gone-food'
import { PickupDirections } from '../../features/foods/components/pickup-directions'
import { ApiError } from '../../lib/api-client'
import { foodQuery, seedFood } from '../../features/foods/api/get-food'
import { requestsQuery } from '../../features/requests/api/get-requests'
import { RequestModal } from '../../features/requests/components/request-modal'
import { ReportButton } from '../../features/trust/components/report-button'
import { itemsOf } from '../../lib/list-pages'
import { useOnline } from '../../lib/online'
import { messagesText } from '../../texts/messages'
import { copy } from '../../texts/copy'
import { loopText } from '../../texts/requests'
import { cannotRequestText, detailsLabels } from '../../texts/foods'
import { trustText } from '../../texts/trust'
import type { ApiAnswer } from '@shared/rendered-pages'
import { queryClient } from '../query-client'

/** The photo fills the screen's width on phones, and half the 1000 px card from 900 px up. */
const DETAILS_IMAGE_SIZES = '(min-width: 900px) 500px, 100vw'

/**
 * The page's frame, the same while the food loads (DetailsSkeleton) as once it is there: the
 * food then fills the places kept for it and nothing below moves (no layout shift).
 */
const FRAME_SX = { maxWidth: 1000, mx: 'auto', my: 4, overflow: 'hidden' } as const
const GRID_SX = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const
const PHOTO_SX = {
  width: '100%',
  height: { xs: 260, md: '100%' },
  minHeight: { md: 360 },
  objectFit: 'cover',
  bgcolor: 'grey.200',
} as const
const TEXT_SX = { p: { xs: 2, md: 4 } } as const
/** The facts under the status: quantity, portions left, donator, expiry, location. */
const FACT_LINES = 5
/** 'Add to Other', 'Add to Request' and, for anyone but the donor, 'Report'. */
const BUTTONS = 3

/** The food the function drew this page from (app/server-answer.ts), so the screen hydrates with it. */
export function adoptFood(id: string, answer: ApiAnswer): void {
  seedFood(queryClient, id, answer)
}

/** The frame shows while the sign-in state loads too (router.tsx), so nothing moves then either. */
export { DetailsSkeleton as LoadingFrame }

export function Component() {
  const { id = '' } = useParams()
  // One food per mount: a deferred value never shows the food of the address before.
  return <FoodPage key={id} id={id} />
}

function FoodPage({ id }: { id: string }) {
  // The food arrives on React's synchronous lane (useSyncExternalStore); the whole page would
  // render and commit in one long task. Deferred, it renders in a transition, in slices.
  const query = useDeferredValue(useQuery(foodQuery(id)))
  if (query.error instanceof ApiError && query.error.status === 404) return <GoneFood />
  if (query.isPending) return <DetailsSkeleton />
  // An accepted requester on the way to the pickup sees this food offline too (app/offline-copy.ts).
  return <KeptQueryContent query={query}>{(food) => <FoodDetails food={food} />}</KeptQueryContent>
}

const EXPIRED_REASON_ID = 'cannot-request-reason'

/**
 * 'Loading...' where the photo will be, in the page's own frame: the name, facts and buttons
 * have their room kept (lines of their size, hidden), so the food arriving moves nothing.
 * Offline nothing would load: the usual notice says so instead.
 */
function DetailsSkeleton() {
  const online = useOnline()
  if (!online) return <Loading />
  return (
    <Paper sx={FRAME_SX}>
      <Box sx={GRID_SX}>
        <Box role="status" sx={{ ...PHOTO_SX, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="h6" component="p">
            {copy.loading}
          </Typography>
        </Box>
        <Stack spacing={1.5} sx={{ ...TEXT_SX, visibility: 'hidden' }} aria-hidden>
          <Typography variant="h4" component="div">
            {'\u00a0'}
          </Typography>
          <Box sx={{ height: 24 }} />
          {Array.from({ length: FACT_LINES }, (_, line) => (
            <Typography key={line}>{'\u00a0'}</Typography>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 2 }}>
            {Array.from({ length: BUTTONS }, (_, button) => (
              <Button key={button} variant="outlined" disabled tabIndex={-1}>
                {'\u00a0'}
              </Button>
            ))}
          </Stack>
        </Stack>
      </Box>
    </Paper>
  )
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Typography>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  )
}

function FoodDetails({ food }: { food: Food }) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const srcSet = imageSrcSet(food.foodImg)
  const [requestOpen, setRequestOpen] = useState(false)
  const [requestedTime, setRequestedTime] = useState('')
  const [openings, setOpenings] = useState(0)
  // The API refuses to take a request for an expired food: say so before the form is filled.
  const expired = food.foodStatus === 'Expired'
  // The user's own request for this food, if they asked: its conversation with the donor.
  const requests = useInfiniteQuery({ ...requestsQuery(user?.uid ?? ''), enabled: Boolean(user?.uid) })
  const asked = itemsOf(requests.data).find((request) => request.foodId === food._id)
  // Only an accepted requester (and the donor) gets the exact point; show it once the person is going.
  const pickupPoint = asked?.status === 'Accepted' ? (food.coordinates ?? asked.coordinates) : undefined

  function openRequest() {
    // The time of the request is the moment the form opens, as a local time of day (docs/product.md, Requests).
    setRequestedTime(new Date().toLocaleTimeString('en-US'))
    setOpenings((count) => count + 1)
    setRequestOpen(true)
  }

  return (
    <Paper sx={FRAME_SX}>
      <Box sx={GRID_SX}>
        {/* The page's largest paint: fetched first, at once, in the width it shows. */}
        <Box
          component="img"
          src={food.foodImg}
          {...(srcSet ? { srcSet, sizes: DETAILS_IMAGE_SIZES } : {})}
          alt={food.foodName}
          loading="eager"
          fetchPriority="high"
          sx={PHOTO_SX}
        />
        <Stack spacing={1.5} sx={TEXT_SX}>
          <Typography variant="h4" component="h1">
            {food.foodName}
          </Typography>
          <Box>
            <StatusChip status={food.foodStatus} />
          </Box>
          <DietTagChips tags={food.tags} />
          <Fact label={detailsLabels.quantity} value={food.quantity} />
          <Typography>{loopText.portionsLeft(food.portionsLeft, food.quantity)}</Typography>
          <Typography>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {detailsLabels.donator}:
            </Box>{' '}
            <Link component={RouterLink} to={paths.profile(food.donator.profileId)}>
              {food.donator.name}
            </Link>
          </Typography>
          <Fact label={detailsLabels.expireDateTime} value={food.expireDateTime} />
          <Fact label={detailsLabels.location} value={food.location} />
          {pickupPoint && <PickupDirections point={pickupPoint} foodName={food.foodName} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 2 }}>
            <Button component={RouterLink} to={paths.allFood} variant="outlined">
              {copy.details.addToOther}
            </Button>
            <Button
              variant="contained"
              onClick={openRequest}
              disabled={!user?.email || expired}
              aria-describedby={expired ? EXPIRED_REASON_ID : undefined}
            >
              {copy.details.addToRequest}
            </Button>
            {asked && (
              <Button component={RouterLink} to={paths.thread(asked._id)} variant="outlined">
                {messagesText.openWithDonor}
              </Button>
            )}
            {user?.email && user.email !== food.donator.email && (
              <ReportButton target={{ kind: 'food', id: food._id }} label={trustText.report.foodLabel} size="medium" />
            )}
          </Stack>
          {expired && (
            <Typography id={EXPIRED_REASON_ID} sx={{ color: 'error.main' }}>
              {cannotRequestText.expired}
            </Typography>
          )}
        </Stack>
      </Box>
      {user?.email && (
        <RequestModal
          // Each opening is a new form: the portions start at all that are left, the message empty.
          key={openings}
          open={requestOpen}
          onClose={() => setRequestOpen(false)}
          food={food}
          userEmail={user.email}
          requestedTime={requestedTime}
          // Read again, the food answers 404 and this page becomes the gone-food page.
          onFoodGone={() => void queryClient.invalidateQueries({ queryKey: foodQuery(food._id).queryKey })}
        />
      )}
    </Paper>
  )
}
