import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { copy } from '../../../texts/copy'
import { apiErrorText as apiErrors } from '../../../texts/api-errors'
import { Fragment, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { FoodCell, ListTable } from '../../../components/list-table'
import { RequestStatusChip, StatusChip } from '../../../components/status-chip'
import { paths } from '../../../config/paths'
import { confirmAndDelete } from '../../../lib/dialogs'
import type { FoodRequest } from '../../../lib/api-client'
import { messagesText } from '../../../texts/messages'
import { pickupText, windowText } from '../../../texts/pickup'
import { useSendRequestWithdrawal } from '../api/send-request-withdrawal'
import { deleteRequestFailed, loopText, portionsText } from '../../../texts/requests'
import { PickupConfirmation } from './pickup-confirmation'

/** The spec's columns, with the request's own state before the actions (docs/product.md, Requests). */
export function requestsColumns(): string[] {
  const [foods, expiry, donator, foodStatus, customs] = copy.myRequest.columns
  return [foods, expiry, donator, foodStatus, loopText.myRequest.status, customs].map((column) => column ?? '')
}

/**
 * /myrequest: the user's requests with Delete, each with its state (docs/product.md, Screens). The
 * spec's 'Food Status' shows the food as it is now, and the next column the request's own state,
 * each labelled, so "Requested" beside "Accepted" never reads as a contradiction.
 */
export function RequestsTable({
  requests,
  extraActions,
  directions,
}: {
  requests: readonly FoodRequest[]
  /** More actions on a request, composed by the screen (feedback after a handover). */
  extraActions?: (request: FoodRequest) => ReactNode
  /** Where to go once accepted (the pin and its maps link), composed by the screen. */
  directions?: (request: FoodRequest) => ReactNode
}) {
  const deletion = useSendRequestWithdrawal()

  function remove(request: FoodRequest) {
    return confirmAndDelete(
      () => deletion.mutateAsync(request._id),
      deleteRequestFailed,
      apiErrors.requestNotFound,
      loopText.myRequest.withdraws(request.foodName),
    )
  }

  if (requests.length === 0) {
    return (
      <Typography align="center" sx={{ py: 6 }}>
        {copy.myRequest.empty}
      </Typography>
    )
  }

  const rows = requests.map((request) => {
    const deleting = deletion.isPending && deletion.variables === request._id
    return {
      key: request._id,
      cells: [
        <FoodCell key="food" img={request.foodImg} name={request.foodName} />,
        <Fragment key="expiry">
          <Typography>{request.expireDateTime}</Typography>
          <Typography variant="body2" color="text.secondary">
            {request.location}
          </Typography>
        </Fragment>,
        <Fragment key="donator">
          <Typography>{request.donator.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {request.donator.email}
          </Typography>
        </Fragment>,
        <Stack key="status" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            {loopText.myRequest.foodNow}
          </Typography>
          {request.foodStatusNow ? (
            <StatusChip status={request.foodStatusNow} />
          ) : (
            <Typography variant="body2">{loopText.myRequest.foodGone}</Typography>
          )}
        </Stack>,
        <RequestState key="state" request={request} directions={directions} />,
        <Stack key="actions" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.thread(request._id)}
            variant="outlined"
            size="small"
            aria-label={messagesText.openAbout(request.foodName)}
          >
            {messagesText.open}
          </Button>
          <Button
            variant="contained"
            color="error"
            size="small"
            disabled={deleting}
            onClick={() => void remove(request)}
          >
            {copy.myRequest.delete}
          </Button>
          {extraActions?.(request)}
        </Stack>,
      ],
    }
  })

  return <ListTable label={copy.myRequest.heading} columns={requestsColumns()} rows={rows} />
}

/** The state in its colour, how much was asked, and once accepted where and by when to pick it up. */
function RequestState({
  request,
  directions,
}: {
  request: FoodRequest
  directions: ((request: FoodRequest) => ReactNode) | undefined
}) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {loopText.myRequest.yourRequest}
      </Typography>
      <RequestStatusChip status={request.status} />
      <Typography variant="body2">{portionsText(request.portions)}</Typography>
      {request.pickupWindow && request.status !== 'Accepted' && (
        <Typography variant="body2">
          <strong>{pickupText.window}:</strong> {windowText(request.pickupWindow)}
        </Typography>
      )}
      {request.status === 'Accepted' && (
        <>
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {loopText.myRequest.pickUpAt}:
            </Box>{' '}
            {request.location}
          </Typography>
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {loopText.myRequest.pickUpBy}:
            </Box>{' '}
            {request.expireDateTime}
          </Typography>
          {directions?.(request)}
          <PickupConfirmation request={request} />
        </>
      )}
    </Stack>
  )
}
