import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { KeptPagedQueryContent } from '../../components/kept-offline'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { PickupDirections } from '../../features/foods/components/pickup-directions'
import { requestsQuery } from '../../features/requests/api/get-requests'
import { RequestsTable } from '../../features/requests/components/requests-table'
import { FeedbackButton } from '../../features/trust/components/feedback-button'
import { copy } from '../../texts/copy'

/** /myrequest: the user's requests, read in place (docs/decisions/loading-pattern.md). */
export function Component() {
  const { user } = useSession()
  // The protected route guarantees a user; '' only keeps the hook call unconditional.
  const requests = useInfiniteQuery(requestsQuery(user?.uid ?? ''))
  return (
    <Container sx={{ my: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          {copy.myRequest.heading}
        </Typography>
        <Button component={RouterLink} to={paths.allFood} variant="contained">
          {copy.myRequest.addRequest}
        </Button>
      </Stack>
      <KeptPagedQueryContent query={requests}>
        {(list) => (
          <RequestsTable
            requests={list}
            directions={(request) =>
              request.coordinates && <PickupDirections point={request.coordinates} foodName={request.foodName} />
            }
            extraActions={(request) =>
              request.status === 'Collected' && <FeedbackButton requestId={request._id} about={request.donator.name} />
            }
          />
        )}
      </KeptPagedQueryContent>
    </Container>
  )
}
