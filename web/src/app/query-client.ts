import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api-client'

const DEFAULT_RETRIES = 3

/** A 4xx answer will not change on retry (a missing food stays missing); only those skip the retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < DEFAULT_RETRIES
}

/** One client for the app; loaders and components read the same cache. Three retries as by default (spec §8). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, retry: shouldRetry } },
})
