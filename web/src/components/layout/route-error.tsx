import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link as RouterLink, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useOnline } from '../../lib/online'
import { useLanguage } from '../../lib/use-language'
import { OfflineNotice } from '../loading'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error && error.message) return error.message
  return appText.routeError
}

/**
 * The errorElement of each route group: a loader or render failure shows what went wrong and
 * offers a retry instead of a blank page.
 */
export function RouteError() {
  useLanguage()
  const error = useRouteError()
  const revalidator = useRevalidator()
  const { reset } = useQueryErrorResetBoundary()
  // Offline, a page whose code or data is not on this device cannot show: say why, not the raw error.
  const online = useOnline()

  function retry() {
    // Failed suspense queries refetch on the next render; the revalidation re-runs loaders and
    // clears the router's error state.
    reset()
    void revalidator.revalidate()
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
