import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { paths } from '../../config/paths'
import { authErrorMessage } from '../../features/auth/auth-error'
import { idTokenKey, useSession } from '../../features/auth/session-context'
import { AccountData } from '../../features/trust/components/account-data'
import { BlockedList } from '../../features/trust/components/blocked-list'
import { trustText } from '../../texts/trust'

const text = trustText.account

/** /account: how we tell you things, the people you blocked, and your data (download, deletion). */
export function Component() {
  const { user, idToken, reauthenticate, signOut } = useSession()
  const navigate = useNavigate()
  const signOutWhenLeft = useSignOutOnceLeft(signOut)
  const uid = user?.uid ?? ''
  const token = useQuery({ queryKey: [...idTokenKey, uid], queryFn: idToken })

  return (
    <Container maxWidth="md" sx={{ my: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {text.heading}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={paths.notificationSettings}>
            {text.notifications}
          </Link>
          {token.data?.moderator && (
            <Link component={RouterLink} to={paths.moderation}>
              {trustText.nav.moderation}
            </Link>
          )}
        </Stack>
        <section aria-labelledby="blocked-heading">
          <Typography id="blocked-heading" variant="h5" component="h2" gutterBottom>
            {text.blocked}
          </Typography>
          <BlockedList uid={uid} />
        </section>
        <section aria-labelledby="data-heading">
          <Typography id="data-heading" variant="h5" component="h2" gutterBottom>
            {text.data}
          </Typography>
          <AccountData
            idToken={idToken}
            reauthenticate={async (password?: string) => {
              try {
                await reauthenticate(password)
              } catch (error) {
                throw new Error(authErrorMessage(error))
              }
            }}
            onDeleted={() => {
              // The account is gone: so is the device's offline copy of its requests.
              void import('../offline-copy').then((module) => module.forgetOfflineCopy())
              signOutWhenLeft()
              void navigate(paths.home)
            }}
          />
        </section>
      </Stack>
    </Container>
  )
}

/**
 * Signs out once this page has unmounted, the person home. React Router draws home in a
 * transition, this page still mounted meanwhile: signed out then, its RequireAuth would send them
 * to /login instead (a journey landed there after deleting the account).
 */
function useSignOutOnceLeft(signOut: () => Promise<void>): () => void {
  const leaving = useRef(false)
  const latestSignOut = useRef(signOut)
  useEffect(() => {
    latestSignOut.current = signOut
  })
  useEffect(
    () => () => {
      if (leaving.current) void latestSignOut.current()
    },
    [],
  )
  return () => {
    leaving.current = true
  }
}
