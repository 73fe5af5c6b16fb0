import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Loading } from '../../components/loading'
import { preferencesQuery } from '../../features/alerts/api/preferences'
import { PreferencesForm } from '../../features/alerts/components/preferences-form'
import { PushSwitch } from '../../features/alerts/components/push-switch'
import { useSession } from '../../features/auth/session-context'
import { messageOf } from '../../lib/error-message'
import { channelsText } from '../../texts/channels'

/** /account/notifications: how each event reaches the person, and push on this device. */
export function Component() {
  const { user } = useSession()
  const preferences = useQuery(preferencesQuery(user?.uid ?? ''))
  return (
    <Container maxWidth="md" sx={{ my: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {channelsText.heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{channelsText.intro}</Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        {channelsText.pushDevice}
      </Typography>
      <PushSwitch />
      <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
        {channelsText.heading}
      </Typography>
      {preferences.data ? (
        <PreferencesForm saved={preferences.data} />
      ) : preferences.error ? (
        <Typography role="alert">{messageOf(preferences.error)}</Typography>
      ) : (
        <Loading />
      )}
    </Container>
  )
}
