import CssBaseline from '@mui/material/CssBaseline'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react'
import { TOAST_MS } from '../config/constants'
import { SessionProvider } from '../features/auth/session-provider'
import { hasToastBeenShown, subscribeToFirstToast } from '../lib/toasts'
import { queryClient as appQueryClient } from './query-client'
import { directionOf } from '../texts/catalog'
import { useLanguage } from '../lib/use-language'
import { loadedRtlCache } from './language'
import { themeFor } from './theme'
import { widgetText } from '../texts/app'

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })))

/** Toasts close after 5000 ms by default (docs/product.md, Limits). Mounted with the first toast (lib/toasts.ts). */
function Toasts() {
  const shown = useSyncExternalStore(subscribeToFirstToast, hasToastBeenShown, () => false)
  const rtl = directionOf(useLanguage()) === 'rtl'
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      {/* Bottom corner: a toast at the top would sit over the Log-Out button for five seconds. */}
      {/* Mirrored in Arabic: the toasts read right to left and sit in the reading side's corner. */}
      <ToastContainer
        autoClose={TOAST_MS}
        position={rtl ? 'bottom-left' : 'bottom-right'}
        rtl={rtl}
        aria-label={widgetText.notices}
        // react-toastify's own close button says "close" in every language.
        closeButton={({ closeToast, theme }) => (
          <button
            type="button"
            className={`Toastify__close-button Toastify__close-button--${theme}`}
            aria-label={widgetText.closeNotice}
            onClick={(event) => {
              event.stopPropagation()
              closeToast(true)
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      />
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
