import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SignedInUser } from '../../features/auth/session-context'
import { unreadKey, unreadQuery } from '../../features/messages/api/get-unread'
import { MessagesLink } from '../../features/messages/components/messages-link'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { copy } from '../../texts/copy'
import { useOfflineCopy } from './use-offline-copy'

export interface SignedInActionsProps {
  user: SignedInUser
  onLogOut: () => void
  /** Called once per signed-in person when the actions first show. */
  onShown?: () => void
}

/**
 * The top bar's right end for a signed-in user: messages and the notification bell with their
 * unread counts, their photo and Log-Out.
 * One chunk, loaded once someone is signed in, so a visitor's first load carries none of it
 * (the bell brings its menu, query and schemas).
 */
export function SignedInActions({ user, onLogOut, onShown }: SignedInActionsProps) {
  const userName = user.displayName ?? user.email ?? ''
  const queryClient = useQueryClient()
  const forgetOfflineCopy = useOfflineCopy(user.uid)
  // Both counts from one small call (`GET /unread`); until it answers, the bell counts its own list.
  const { data: unread } = useQuery(unreadQuery(user.uid))
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per person, not on every new callback
  useEffect(() => onShown?.(), [user.uid])
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <MessagesLink unread={unread?.messages ?? 0} />
      <NotificationBell
        uid={user.uid}
        unread={unread?.notifications}
        onRead={() => void queryClient.invalidateQueries({ queryKey: unreadKey })}
      />
      <Avatar
        src={user.photoURL ?? undefined}
        alt={userName}
        title={user.displayName ?? undefined}
        // Below 600 px the photo gives its room to the messages icon, so Log-Out stays on one line at 390 px.
        sx={{ width: 36, height: 36, bgcolor: 'secondary.main', display: { xs: 'none', sm: 'flex' } }}
      />
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => {
          // Nothing of the person stays on the device after a log-out, not even for offline.
          forgetOfflineCopy()
          onLogOut()
        }}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {copy.nav.logOut}
      </Button>
    </Box>
  )
}
