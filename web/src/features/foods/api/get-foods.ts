import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { PAGE_SIZE } from '@shared/constants'
import type { DietTag } from '@shared/diet-tags'
import type { FoodSort } from '@shared/food-sort'
import type { ApiAnswer } from '@shared/rendered-pages'
import { apiPage, pageOfAnswer, pagePath, publicFoodList } from '../../../lib/api-client'

export interface FoodListParams {
  /** '' lists every food; any other text searches names and locations on the server. */
  search: string
  sort: FoodSort
  /** The foods carrying every one of these; none filters nothing. */
  tags: readonly DietTag[]
}

/** The /allfood list page by page; the server sorts and searches across all foods. */
export function getFoodsPage({ search, sort, tags }: FoodListParams, cursor: string | undefined, signal?: AbortSignal) {
  const filter: Record<string, string> = tags.length === 0 ? {} : { tags: tags.join(',') }
  const path =
    search === ''
      ? pagePath(apiPaths.foods, { sort, ...filter }, PAGE_SIZE, cursor)
      : pagePath(apiPaths.search, { searchParams: search, sort, ...filter }, PAGE_SIZE, cursor)
  return apiPage(path, { schema: publicFoodList, signal })
}

/**
 * The /allfood listing (main.tsx's early start of its first page, and the screen), one cache entry per search text and
 * order: an answer can only fill its own entry, so a slow answer to an older text never replaces
 * the newer one. Under 'foods' so any change to foods refreshes it.
 */
export const foodPagesQuery = (params: FoodListParams) =>
  infiniteQueryOptions({
    queryKey: ['foods', 'list', params],
    queryFn: ({ pageParam, signal }) => getFoodsPage(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })

/** The first screen of /allfood: every food, newest first. */
export const allFoodListParams: FoodListParams = { search: '', sort: 'newest', tags: [] }

/**
 * /allfood's first page from the answer the function put into the page it rendered (the server's
 * render and the browser's adoption of it both start from it): the screen's query finds it in
 * `client`'s cache, fresh, and asks for nothing until the next page or a change.
 */
export function seedFirstPage(client: QueryClient, answer: ApiAnswer): void {
  const page = pageOfAnswer(apiPaths.foods, publicFoodList, answer)
  client.setQueryData(foodPagesQuery(allFoodListParams).queryKey, { pages: [page], pageParams: [undefined] })
}
