import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery } from '@tanstack/react-query'
import { PagedQueryContent } from '../../components/loading'
import { useSession } from '../../features/auth/session-context'
import { conversationsQuery } from '../../features/messages/api/get-conversations'
import { ConversationList } from '../../features/messages/components/conversation-list'
import { messagesText } from '../../texts/messages'

/** /messages: the caller's conversations, latest activity first. */
export function Component() {
  const { user } = useSession()
  // The protected route guarantees a user; '' only keeps the hook call unconditional.
  const conversations = useInfiniteQuery(conversationsQuery(user?.uid ?? ''))
  return (
    <Container maxWidth="md" sx={{ my: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {messagesText.heading}
      </Typography>
      <PagedQueryContent query={conversations}>{(list) => <ConversationList conversations={list} />}</PagedQueryContent>
    </Container>
  )
}
