import CssBaseline from '@mui/material/CssBaseline'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
// What MUI's own ThemeProvider renders for a theme without CSS variables, without bundling its
// CSS-variables branch (docs/decisions/prerendered-home.md, Update).
import { ThemeProvider } from '@mui/system'
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { SessionProvider } from '../features/auth/session-provider'
import type { SignedInUser } from '../features/auth/session-context'
import { hasToastBeenShown, subscribeToFirstToast } from '../lib/toasts'
import { loadedQueryClient, subscribeToQueryClient } from './query-client-slot'
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
  /** Tests and the server's renders give theirs; the app's is handed on once loaded. */
  queryClient?: QueryClient | undefined
  /**
   * A server render's own: Emotion writes a style into the HTML only the first time its cache
   * sees it, so each page the function renders needs a fresh one. The browser's is made once.
   */
  emotionCache?: EmotionCache | undefined
}

/**
 * The app's query client, once something has loaded it (query-client-slot.ts): until then no
 * component runs a query, and nothing here needs TanStack Query's core. What QueryClientProvider
 * does, for a client that arrives later: the same tree before and after, so nothing remounts.
 */
function AppQueryClient({ children }: { children: ReactNode }) {
  // The server's snapshot is the same: the value draws nothing, so hydration cannot differ by it.
  const client = useSyncExternalStore(subscribeToQueryClient, loadedQueryClient, loadedQueryClient)
  useEffect(() => {
    if (!client) return undefined
    // Refetches on focus and on reconnect, as QueryClientProvider subscribes them.
    client.mount()
    return () => client.unmount()
  }, [client])
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}

let ltrCache: EmotionCache | undefined

/**
 * Emotion's usual cache (the key of the pre-rendered home's styles), for left-to-right languages.
 * Made on first use, not as the module loads: app/start.tsx gives making it a task of its own
 * (it adopts the pre-rendered home's style elements).
 */
export function ltrEmotionCache(): EmotionCache {
  ltrCache ??= createCache({ key: 'css' })
  return ltrCache
}

/** Everything but the session: tests put their own SessionContext inside these. */
export function BaseProviders({ children, queryClient, emotionCache }: BaseProvidersProps) {
  // The same tree in every language (no remount: forms keep what they hold); only the values change.
  const direction = directionOf(useLanguage())
  const cache = emotionCache ?? (direction === 'rtl' ? (loadedRtlCache() ?? ltrEmotionCache()) : ltrEmotionCache())
  const content = (
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeFor(direction)}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </CacheProvider>
  )
  if (queryClient) return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
  return <AppQueryClient>{content}</AppQueryClient>
}

export interface AppProvidersProps extends BaseProvidersProps {
  /** Who a page the function rendered was drawn for (app/server-answer.ts): the session starts as them. */
  drawnUser?: SignedInUser | undefined
}

export function AppProviders({ children, queryClient, emotionCache, drawnUser }: AppProvidersProps) {
  return (
    <BaseProviders queryClient={queryClient} emotionCache={emotionCache}>
      <SessionProvider drawnUser={drawnUser}>{children}</SessionProvider>
    </BaseProviders>
  )
}
