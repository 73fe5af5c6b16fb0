import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { uploadPhoto } from '../../features/foods/api/upload-photo'
import { preparePhoto } from '../../features/foods/prepare-photo'
import { conversationsQuery } from '../../features/messages/api/get-conversations'
import { Thread } from '../../features/messages/components/thread'
import { requestsQuery } from '../../features/requests/api/get-requests'
import { PickupConfirmation } from '../../features/requests/components/pickup-confirmation'
import { ConversationMenu } from '../../features/trust/components/conversation-menu'
import { FeedbackButton } from '../../features/trust/components/feedback-button'
import { ReportButton } from '../../features/trust/components/report-button'
import { itemsOf } from '../../lib/list-pages'
import { messagesText } from '../../texts/messages'
import { trustText } from '../../texts/trust'

/** A photo for a message goes up as the food forms' photos do: shrunk in the browser, then stored by the API. */
async function uploadMessagePhoto(file: File): Promise<string> {
  const { url } = await uploadPhoto(await preparePhoto(file), () => undefined)
  return url
}

/**
 * /messages/:requestId: one conversation, named from the caller's list of conversations, and for
 * the requester of an accepted request, the confirmation and the calendar link.
 */
export function Component() {
  const { requestId = '' } = useParams()
  const { user } = useSession()
  const uid = user?.uid ?? ''
  const conversations = useInfiniteQuery(conversationsQuery(uid))
  const conversation = itemsOf(conversations.data).find((shown) => shown.requestId === requestId)
  const status = conversation?.status
  const handedOver = status === 'Collected' || status === 'No-show'
  // The caller's own requests: this one is there only when the caller asked, so only they can confirm.
  const requests = useInfiniteQuery({ ...requestsQuery(uid), enabled: status === 'Accepted' || handedOver })
  const request = itemsOf(requests.data).find((shown) => shown._id === requestId)
  // After a handover both may rate each other; after a No-show only the donor (who is not the one who asked).
  const mayRate =
    status === 'Collected' ||
    (status === 'No-show' && requests.isSuccess && !requests.hasNextPage && request === undefined)

  return (
    <Container maxWidth="md" sx={{ my: 4 }}>
      <Stack spacing={2}>
        <Button component={RouterLink} to={paths.messages} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {messagesText.thread.back}
        </Button>
        <div>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {conversation ? messagesText.thread.heading(conversation.other.name) : messagesText.thread.unknownHeading}
          </Typography>
          {conversation && (
            <Link component={RouterLink} to={paths.details(conversation.foodId)} sx={{ overflowWrap: 'anywhere' }}>
              {messagesText.thread.about(conversation.foodName)}
            </Link>
          )}
        </div>
        {request && <PickupConfirmation request={request} />}
        {conversation && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {mayRate && <FeedbackButton requestId={requestId} about={conversation.other.name} />}
            {conversation.other.profileId && (
              <ConversationMenu profileId={conversation.other.profileId} name={conversation.other.name} />
            )}
          </Stack>
        )}
        <Thread
          requestId={requestId}
          uploadPhoto={uploadMessagePhoto}
          messageAction={(message) => (
            <ReportButton target={{ kind: 'message', id: message._id }} label={trustText.report.messageLabel} />
          )}
        />
      </Stack>
    </Container>
  )
}
