import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ReactNode } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useOnline } from '../../lib/online'
import { useLanguage } from '../../lib/use-language'
import { OfflineNotice } from '../loading'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'

function describe(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return appText.routeError
}

interface RouteErrorProps {
  error: unknown
  /** Draws the failed part again (its chunk is downloaded again if that is what failed). */
  onRetry: () => void
}

/** What a failed page shows instead of a blank screen: what went wrong, Retry, and a way home. */
export function RouteError({ error, onRetry }: RouteErrorProps) {
  useLanguage()
  const { reset } = useQueryErrorResetBoundary()
  // Offline, a page whose code or data is not on this device cannot show: say why, not the raw error.
  const online = useOnline()

  function retry() {
    // Failed queries that threw to this boundary run again on the next render.
    reset()
    onRetry()
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {online ? <Alert severity="error">{appText.couldNotShow(describe(error))}</Alert> : <OfflineNotice />}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={retry}>
            {appText.retry}
          </Button>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            {copy.notFound.goHome}
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}

interface BoundaryProps {
  children: ReactNode
  /** The history entry shown: a navigation clears the error, as it would on any other site. */
  at: string
}

interface BoundaryState {
  at: string
  failed: boolean
  error?: unknown
}

/** React catches render errors only in a class component. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { at: this.props.at, failed: false }

  // React logs the error itself (createRoot's onCaughtError): the page shows the message alone.
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.at === state.at ? null : { at: props.at, failed: false, error: undefined }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <RouteError error={this.state.error} onRetry={() => this.setState({ failed: false, error: undefined })} />
  }
}

/**
 * Each route group's error boundary (router.tsx): a failed download or render of what it holds
 * shows RouteError in its place, until Retry or the next navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation()
  return <Boundary at={key}>{children}</Boundary>
}
