import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Food } from '@shared/food'
import { api } from '../../../lib/api-client'

export function searchFoods(text: string, { signal }: { signal?: AbortSignal } = {}): Promise<Food[]> {
  const query = new URLSearchParams({ searchParams: text }).toString()
  return api<Food[]>(`${apiPaths.search}?${query}`, { signal })
}

/**
 * One cache entry per search text: an answer can only ever fill its own text's entry, so a slow
 * answer to an older text never replaces the newer one on screen. TanStack aborts the request of
 * a text the user has typed past.
 */
export const searchFoodsQuery = (text: string) =>
  queryOptions({
    queryKey: ['foods', 'search', text],
    queryFn: ({ signal }) => searchFoods(text, { signal }),
  })
