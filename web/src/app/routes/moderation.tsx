import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Loading } from '../../components/loading'
import { idTokenKey, useSession } from '../../features/auth/session-context'
import { ModerationLog } from '../../features/trust/components/moderation-log'
import { ModerationReports } from '../../features/trust/components/moderation-reports'
import { trustText } from '../../texts/trust'
import { Component as NotFound } from './not-found'

/**
 * /moderation: open reports with their targets and the actions, and the log. Only for a moderator
 * (the ID token's claim); anyone else sees the 404 page, as if it did not exist. The API refuses
 * them anyway: this only keeps the screen from offering what would fail.
 */
export function Component() {
  const { user, idToken } = useSession()
  const token = useQuery({ queryKey: [...idTokenKey, user?.uid ?? ''], queryFn: idToken })
  if (token.isPending) return <Loading />
  if (!token.data?.moderator) return <NotFound />
  return (
    <Container maxWidth="md" sx={{ my: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {trustText.moderation.heading}
        </Typography>
        <section aria-labelledby="open-reports">
          <Typography id="open-reports" variant="h5" component="h2" gutterBottom>
            {trustText.moderation.open}
          </Typography>
          <ModerationReports />
        </section>
        <section aria-labelledby="moderation-log">
          <Typography id="moderation-log" variant="h5" component="h2" gutterBottom>
            {trustText.moderation.log}
          </Typography>
          <ModerationLog />
        </section>
      </Stack>
    </Container>
  )
}
