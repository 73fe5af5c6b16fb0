import { QueryClient, onlineManager } from '@tanstack/react-query'

const DEFAULT_RETRIES = 3

/**
 * The status of an ApiError (lib/api-client), read by shape: importing the class would pull the
 * API client and its response schemas into the first load of every page.
 */
function statusOf(error: unknown): number | undefined {
  return error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : undefined
}

/** What the browser says; the pre-rendered home is built in Node, which has no navigator. */
function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine
}

// TanStack Query assumes a network until an 'offline' event. A page loaded offline gets no such
// event, and its failed queries would then not run again on 'online' (refetchOnReconnect).
onlineManager.setOnline(isOnline())

/**
 * A 4xx answer will not change on retry (a missing food stays missing), and offline nothing can
 * answer: those skip the retries.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isOnline()) return false
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failureCount < DEFAULT_RETRIES
}

/**
 * One client for the app; prefetches and components read the same cache. Three retries as by default
 * (docs/product.md, Texts). Offline, a query fails at once instead of pausing (networkMode 'always'): a paused
 * query would hold its screen at 'Loading...' until the network came back.
 * The screen says 'You are offline' (components/loading.tsx), and the query runs again on reconnect.
 * A write is tried too rather than paused on `navigator.onLine`: a laptop with loopback only calls
 * itself offline while the local stack answers, and a write that really cannot go fails with
 * `networkFailure` at once, which its form shows on the spot, keeping what was typed.
 */
export const queryClient = new QueryClient({
  // networkMode 'always' turns refetchOnReconnect off by default: turned back on.
  defaultOptions: {
    queries: { staleTime: 10_000, retry: shouldRetry, networkMode: 'always', refetchOnReconnect: true },
    mutations: { networkMode: 'always' },
  },
})
