import { QueryClient } from '@tanstack/react-query'

const DEFAULT_RETRIES = 3

/**
 * The status of an ApiError (lib/api-client), read by shape: importing the class would pull the
 * API client and its response schemas into the first load of every page.
 */
function statusOf(error: unknown): number | undefined {
  return error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : undefined
}

/** A 4xx answer will not change on retry (a missing food stays missing); only those skip the retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failureCount < DEFAULT_RETRIES
}

/** One client for the app; loaders and components read the same cache. Three retries as by default (spec §8). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, retry: shouldRetry } },
})
