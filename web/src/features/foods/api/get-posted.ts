import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Food } from '@shared/food'
import { credentialedApi } from '../../../lib/api-client'

export const postedFoodsKey = ['foods', 'posted'] as const

/** The foods the signed-in user posted; the server answers only for the caller's own email. */
export const postedFoodsQuery = (email: string) =>
  queryOptions({
    queryKey: [...postedFoodsKey, email],
    queryFn: ({ signal }) =>
      credentialedApi<Food[]>(`${apiPaths.posted}?${new URLSearchParams({ email }).toString()}`, { signal }),
  })
