import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { ApiAnswer } from '@shared/rendered-pages'
import { credentialedApi, foodBody, parseAnswer } from '../../../lib/api-client'

/** One food for /details and /update. Under 'foods' so any change to foods refreshes it too. */
export const foodQuery = (id: string) =>
  queryOptions({
    queryKey: ['foods', 'detail', id],
    queryFn: ({ signal }) => credentialedApi(apiPaths.food(id), { schema: foodBody, signal }),
  })

/**
 * The food from the answer the function drew its details page from (the server's render and the
 * browser's adoption of it both start from it): the screen's query finds it in `client`'s cache,
 * fresh, as its own call would have left it.
 */
export function seedFood(client: QueryClient, id: string, answer: ApiAnswer): void {
  client.setQueryData(foodQuery(id).queryKey, parseAnswer(apiPaths.food(id), foodBody, answer.body))
}
