import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { copy } from '../config/copy'

/** 'Loading...' centred (spec §2); role=status so screen readers hear it too. */
export function Loading() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh', p: 4 }}
    >
      <Typography variant="h6" component="p">
        {copy.loading}
      </Typography>
    </Box>
  )
}

export interface LoadErrorProps {
  error: unknown
  onRetry: () => void
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong.'
}

/**
 * A failed load never leaves the screen on 'Loading...' (issue 3): say what went wrong and offer a retry.
 * The message is rendered as text only.
 */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Could not load: {errorMessage(error)}
      </Alert>
    </Box>
  )
}

/** One query's screen states: 'Loading...', then the data, or the error with Retry. */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}
