import { QueryClient } from '@tanstack/react-query'

/** One client for the app; loaders and components read the same cache. Default retries stay (spec §8). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000 } },
})
