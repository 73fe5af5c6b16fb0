import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { LoadError, Loading } from '../../components/loading'
import { useSession } from '../../features/auth/session-context'
import { profileQuery } from '../../features/trust/api/profile'
import { BlockButton } from '../../features/trust/components/block-button'
import { ProfileView } from '../../features/trust/components/profile-view'
import { ReportButton } from '../../features/trust/components/report-button'
import { ApiError } from '../../lib/api-client'
import { trustText } from '../../texts/trust'

/** /users/:profileId: a person's public profile; signed in, Report and Block. */
export function Component() {
  const { profileId = '' } = useParams()
  const { user } = useSession()
  const profile = useQuery(profileQuery(profileId))

  return (
    <Container maxWidth="sm" sx={{ my: 4 }}>
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        profile.error instanceof ApiError && profile.error.status === 404 ? (
          <Typography variant="h4" component="h1">
            {trustText.profile.notFound}
          </Typography>
        ) : (
          <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
        )
      ) : (
        <Stack spacing={3}>
          <ProfileView profile={profile.data} />
          {user?.email && (
            <Stack direction="row" spacing={1}>
              <ReportButton
                target={{ kind: 'user', id: profile.data.profileId }}
                label={trustText.report.userLabel(profile.data.name)}
                size="medium"
              />
              <BlockButton profileId={profile.data.profileId} name={profile.data.name} />
            </Stack>
          )}
        </Stack>
      )}
    </Container>
  )
}
