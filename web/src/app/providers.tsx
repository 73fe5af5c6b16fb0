import CssBaseline from '@mui/material/CssBaseline'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react'
import { SessionProvider } from '../features/auth/session-provider'
import { hasToastBeenShown, subscribeToFirstToast } from '../lib/toasts'
import { queryClient as appQueryClient } from './query-client'
import { directionOf } from '../texts/catalog'
import { useLanguage } from '../lib/use-language'
import { loadedRtlCache } from './language'
import { themeFor } from './theme'

const ToastContainer = lazy(() => import('./toast-container'))

/** Toasts close after 5000 ms by default (docs/product.md, Limits). Mounted with the first toast (lib/toasts.ts). */
function Toasts() {
  const shown = useSyncExternalStore(subscribeToFirstToast, hasToastBeenShown, () => false)
  const rtl = directionOf(useLanguage()) === 'rtl'
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <ToastContainer rtl={rtl} />
    </Suspense>
  )
}

export interface BaseProvidersProps {
  children: ReactNode
  queryClient?: QueryClient
}

/** Emotion's usual cache (the key of the pre-rendered home's styles), for left-to-right languages. */
const ltrCache = createCache({ key: 'css' })

/** Everything but the session: tests put their own SessionContext inside these. */
export function BaseProviders({ children, queryClient = appQueryClient }: BaseProvidersProps) {
  // The same tree in every language (no remount: forms keep what they hold); only the values change.
  const direction = directionOf(useLanguage())
  const cache = direction === 'rtl' ? (loadedRtlCache() ?? ltrCache) : ltrCache
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={themeFor(direction)}>
          <CssBaseline />
          {children}
          <Toasts />
        </ThemeProvider>
      </CacheProvider>
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
