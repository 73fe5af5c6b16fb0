import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, foodBody } from '../../../lib/api-client'

/** One food for /details and /update. Under 'foods' so any change to foods refreshes it too. */
export const foodQuery = (id: string) =>
  queryOptions({
    queryKey: ['foods', 'detail', id],
    queryFn: ({ signal }) => credentialedApi(apiPaths.food(id), { schema: foodBody, signal }),
  })
