import type { LoaderFunctionArgs } from 'react-router-dom'
import { foodQuery } from '../features/foods/api/get-food'
import { queryClient } from './query-client'

/**
 * /details/:id and /update/:id start the single-food call before they render (docs/decisions/loading-pattern.md).
 * prefetchQuery never throws: a failure lands in the query, and the screen shows it with Retry.
 */
export async function foodLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await queryClient.prefetchQuery(foodQuery(params.id ?? ''))
  return null
}
