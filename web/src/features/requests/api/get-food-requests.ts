import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, queuedRequestList } from '../../../lib/api-client'

/**
 * The donor's queue of one food, newest first. Under 'foods': whatever changes a food (a request,
 * a move, a withdrawal) refreshes its queue with it.
 */
export const foodRequestsQuery = (foodId: string) =>
  queryOptions({
    queryKey: ['foods', 'queue', foodId],
    queryFn: ({ signal }) => credentialedApi(apiPaths.foodRequests(foodId), { schema: queuedRequestList, signal }),
  })
