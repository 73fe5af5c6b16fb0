import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ToastContainer } from 'react-toastify'
import { TOAST_MS } from '../config/constants'
import { SessionProvider } from '../features/auth/session-provider'
import { queryClient as appQueryClient } from './query-client'
import { theme } from './theme'

export interface BaseProvidersProps {
  children: ReactNode
  queryClient?: QueryClient
}

/** Everything but the session: tests put their own SessionContext inside these. */
export function BaseProviders({ children, queryClient = appQueryClient }: BaseProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        {/* Spec §9: toasts close after 5000 ms by default. */}
        {/* Bottom corner: a toast at the top would sit over the Log-Out button for five seconds. */}
        <ToastContainer autoClose={TOAST_MS} position="bottom-right" />
      </ThemeProvider>
    </QueryClientProvider>
  )
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <SessionProvider>{children}</SessionProvider>
    </BaseProviders>
  )
}
