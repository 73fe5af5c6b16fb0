import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Link from '@mui/material/Link'
import { Fragment, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { DONOR_MOVES, type RequestStatus } from '@shared/request-status'
import { ListTable } from '../../../components/list-table'
import { RequestStatusChip } from '../../../components/status-chip'
import { paths } from '../../../config/paths'
import { askWholeNumber, confirmAction } from '../../../lib/dialogs'
import { messageOf } from '../../../lib/error-message'
import type { QueuedRequest } from '../../../lib/api-client'
import { toasts } from '../../../lib/toasts'
import { messagesText } from '../../../texts/messages'
import { pickupText, windowText } from '../../../texts/pickup'
import { useSendRequestMove } from '../api/send-request-move'
import { loopText, type MoveText, portionsText } from '../../../texts/requests'
import { formatDate } from '../../../texts/formats'

/** The texts of each move DONOR_MOVES allows (a state no move leads to has none). */
const moveTexts: Partial<Record<RequestStatus, MoveText>> = loopText.moves

function moveText(status: RequestStatus): MoveText | undefined {
  return moveTexts[status]
}

interface RequestQueueProps {
  requests: readonly QueuedRequest[]
  label: string
  /** The food's portions still free: an accept keeps at most these. */
  portionsLeft: number
  /** More of the donor's actions on a request, composed by the screen (feedback after a handover). */
  extraActions?: (request: QueuedRequest) => ReactNode
}

/**
 * A food's queue as its donor sees it (docs/product.md, Requests): who asked, for how much, when and with what
 * message (text only, never markup), and the donor's answers each request still allows. An accept
 * asks how many portions to keep, at most those asked and those left, so a donor with 2 left can
 * still give them to someone who asked for 5.
 */
export function RequestQueue({ requests, label, portionsLeft, extraActions }: RequestQueueProps) {
  const moving = useSendRequestMove()

  /** The portions the donor keeps (undefined: they cancelled), or all asked for a move that keeps no count. */
  async function portionsToKeep(request: QueuedRequest, text: MoveText, status: RequestStatus) {
    const question = { title: text.title, text: text.text(request.requester.name, request.portions) }
    // With nothing left the server's 409 says why; there is no number to choose.
    if (status !== 'Accepted' || portionsLeft < 1) {
      return (await confirmAction({ ...question, confirmButton: text.confirmButton })) ? request.portions : undefined
    }
    const max = Math.min(request.portions, portionsLeft)
    return askWholeNumber({
      ...question,
      label: loopText.queue.keep(max),
      value: max,
      max,
      invalid: loopText.form.portionsInvalid(max),
      confirmButton: text.confirmButton,
    })
  }

  async function move(request: QueuedRequest, status: RequestStatus) {
    const text = moveText(status)
    if (!text) return
    const kept = await portionsToKeep(request, text, status)
    if (kept === undefined) return
    try {
      await moving.mutateAsync({ id: request._id, status, ...(kept < request.portions && { portions: kept }) })
      toasts.success(text.done)
    } catch (error) {
      toasts.error(loopText.queue.failed(messageOf(error)))
    }
  }

  if (requests.length === 0) {
    return (
      <Typography align="center" sx={{ py: 6 }}>
        {loopText.queue.empty}
      </Typography>
    )
  }

  const rows = requests.map((request) => {
    const busy = moving.isPending && moving.variables.id === request._id
    return {
      key: request._id,
      cells: [
        <Stack key="requester" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={request.requester.img || undefined} alt={request.requester.name} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={paths.profile(request.requester.profileId)}>
                {request.requester.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {request.requester.email}
            </Typography>
          </Box>
        </Stack>,
        portionsText(request.portions),
        <Fragment key="time">
          <Typography>{request.requestedTime}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(new Date(request.createdAt))}
          </Typography>
        </Fragment>,
        request.message ? (
          <Typography key="message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '24rem' }}>
            {request.message}
          </Typography>
        ) : (
          <Typography key="message" variant="body2" color="text.secondary">
            {loopText.queue.noMessage}
          </Typography>
        ),
        <Stack key="status" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <RequestStatusChip status={request.status} />
          {request.status === 'Accepted' && (
            <Typography variant="body2">
              {request.confirmed ? pickupText.queue.confirmed : pickupText.queue.waiting}
            </Typography>
          )}
          {request.pickupWindow && <Typography variant="body2">{windowText(request.pickupWindow)}</Typography>}
        </Stack>,
        <Stack key="answer" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {DONOR_MOVES[request.status].map((status) => (
            <Button
              key={status}
              size="small"
              variant={status === 'Accepted' || status === 'Collected' ? 'contained' : 'outlined'}
              color={status === 'Declined' || status === 'No-show' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => void move(request, status)}
            >
              {moveText(status)?.button}
            </Button>
          ))}
          <Button
            component={RouterLink}
            to={paths.thread(request._id)}
            size="small"
            variant="outlined"
            aria-label={messagesText.openWith(request.requester.name)}
          >
            {messagesText.open}
          </Button>
          {extraActions?.(request)}
        </Stack>,
      ],
    }
  })

  return <ListTable label={label} columns={loopText.queue.columns} rows={rows} />
}
