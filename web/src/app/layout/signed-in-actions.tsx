import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { SignedInUser } from '../../features/auth/session-context'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { copy } from '@shared/copy'

export interface SignedInActionsProps {
  user: SignedInUser
  onLogOut: () => void
}

/**
 * The top bar's right end for a signed-in user: the notification bell, their photo and Log-Out.
 * One chunk, loaded once someone is signed in, so a visitor's first load carries none of it
 * (the bell brings its menu, query and schemas).
 */
export function SignedInActions({ user, onLogOut }: SignedInActionsProps) {
  const userName = user.displayName ?? user.email ?? ''
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <NotificationBell uid={user.uid} />
      <Avatar
        src={user.photoURL ?? undefined}
        alt={userName}
        title={user.displayName ?? undefined}
        sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}
      />
      <Button variant="outlined" color="inherit" onClick={onLogOut}>
        {copy.nav.logOut}
      </Button>
    </Box>
  )
}
