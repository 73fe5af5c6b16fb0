import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Food } from '@shared/food'
import { credentialedApi } from '../../../lib/api-client'

/** One food for /details and /update. Under 'foods' so any change to foods refreshes it too. */
export const foodQuery = (id: string) =>
  queryOptions({
    queryKey: ['foods', 'detail', id],
    queryFn: ({ signal }) => credentialedApi<Food>(apiPaths.food(id), { signal }),
  })
