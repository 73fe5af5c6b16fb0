import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { api, statsBody } from '../../../lib/api-client'

/** The server may answer from a cache up to a minute old; asking more often would show nothing new. */
const STATS_STALE_MS = 60_000

/** The community's impact for the home strip (docs/product.md, Requests): public, one small answer. */
export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => api(apiPaths.stats, { schema: statsBody, signal }),
  staleTime: STATS_STALE_MS,
})
