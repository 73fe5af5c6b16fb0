import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import SvgIcon from '@mui/material/SvgIcon'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { messagesText } from '../../../texts/messages'

function ChatIcon() {
  return (
    <SvgIcon>
      <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z" />
    </SvgIcon>
  )
}

/** The top bar's way to /messages, beside the bell: the unread count on it, and said in its name. */
export function MessagesLink({ unread }: { unread: number }) {
  return (
    <IconButton color="inherit" component={RouterLink} to={paths.messages} aria-label={messagesText.topBar(unread)}>
      <Badge badgeContent={unread} color="secondary">
        <ChatIcon />
      </Badge>
    </IconButton>
  )
}
