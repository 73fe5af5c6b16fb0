import Avatar from '@mui/material/Avatar'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../../config/paths'
import type { ConversationBody } from '../../../lib/api-client'
import { messagesText } from '../../../texts/messages'

/** What the list shows of the last message: mine marked as mine; a conversation nobody wrote in yet says so. */
function lastMessageText({ lastMessage }: ConversationBody): string {
  if (!lastMessage) return messagesText.noMessage
  return lastMessage.from === 'me' ? messagesText.lastFromMe(lastMessage.text) : lastMessage.text
}

/** /messages: one row per conversation, the other person's photo and name, the food, the last message, the unread count. */
export function ConversationList({ conversations }: { conversations: readonly ConversationBody[] }) {
  if (conversations.length === 0) {
    return (
      <Typography align="center" sx={{ py: 6 }}>
        {messagesText.empty}
      </Typography>
    )
  }
  return (
    <List aria-label={messagesText.listLabel} disablePadding>
      {conversations.map((conversation) => (
        <ListItem key={conversation.requestId} disablePadding divider>
          <ListItemButton component={RouterLink} to={paths.thread(conversation.requestId)} sx={{ gap: 1 }}>
            <ListItemAvatar>
              <Avatar src={conversation.other.img || undefined} alt={conversation.other.name} />
            </ListItemAvatar>
            <ListItemText
              primary={messagesText.about(conversation.other.name, conversation.foodName)}
              secondary={lastMessageText(conversation)}
              slotProps={{
                primary: { sx: { fontWeight: conversation.unread > 0 ? 700 : 500, overflowWrap: 'anywhere' } },
                secondary: {
                  sx: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' },
                },
              }}
              sx={{ minWidth: 0 }}
            />
            {conversation.unread > 0 && (
              <Chip
                label={messagesText.unread(conversation.unread)}
                color="primary"
                size="small"
                sx={{ fontWeight: 600 }}
              />
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}
