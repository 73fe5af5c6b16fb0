import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { usePrefetchQuery, useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router-dom'
import { QueryContent } from '../../components/loading'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { foodQuery } from '../../features/foods/api/get-food'
import { GoneFood } from '../../features/foods/components/gone-food'
import { isOwnFood, NotYourFood } from '../../features/foods/components/not-your-food'
import { foodRequestsQuery } from '../../features/requests/api/get-food-requests'
import { RequestQueue } from '../../features/requests/components/request-queue'
import { FeedbackButton } from '../../features/trust/components/feedback-button'
import { ApiError, type Food } from '../../lib/api-client'
import { loopText } from '../../texts/requests'

/** /mypost/:id/requests: the donor's queue of one food (docs/product.md, Requests). */
export function Component() {
  const { id = '' } = useParams()
  const food = useQuery(foodQuery(id))
  // The queue shows once the food is in: its call starts now, beside the food's, not after it.
  usePrefetchQuery(foodRequestsQuery(id))
  const { user } = useSession()
  // A deleted food's queue (a bell entry about it, an old link) will not come back: no Retry, a way on.
  if (food.error instanceof ApiError && food.error.status === 404) return <GoneFood />
  return (
    <Container sx={{ my: 4 }}>
      <QueryContent query={food}>
        {(found) =>
          isOwnFood(found, user?.email) ? <Queue food={found} /> : <NotYourFood food={found} screen="queue" />
        }
      </QueryContent>
    </Container>
  )
}

function Queue({ food }: { food: Food }) {
  const requests = useQuery(foodRequestsQuery(food._id))
  const heading = loopText.queue.heading(food.foodName)
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          <Typography color="text.secondary">{loopText.portionsLeft(food.portionsLeft, food.quantity)}</Typography>
        </div>
        <Button component={RouterLink} to={paths.myPost} variant="outlined">
          {loopText.queue.back}
        </Button>
      </Stack>
      <QueryContent query={requests}>
        {(list) => (
          <RequestQueue
            requests={list}
            label={heading}
            portionsLeft={food.portionsLeft}
            extraActions={(request) =>
              // The donor may rate after a handover, and after a No-show too.
              (request.status === 'Collected' || request.status === 'No-show') && (
                <FeedbackButton requestId={request._id} about={request.requester.name} />
              )
            }
          />
        )}
      </QueryContent>
    </>
  )
}
