import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { FoodRequest } from '@shared/food'
import { credentialedApi } from '../../../lib/api-client'

export const requestsKey = ['requests'] as const

/**
 * The /myrequest loader's call (spec §2 "lists all requests"). Our server answers with the
 * caller's own requests only, so the key carries the user: the next user never sees this list.
 */
export const requestsQuery = (uid: string) =>
  queryOptions({
    queryKey: [...requestsKey, 'list', uid],
    queryFn: ({ signal }) => credentialedApi<FoodRequest[]>(apiPaths.requests, { signal }),
  })
