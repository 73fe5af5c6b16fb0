import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { PAGE_SIZE } from '@shared/constants'
import { api, pagePath, type PublicFood, publicFoodList } from '../../../lib/api-client'

/** Home's one page of the newest foods (docs/decisions/home-shows-newest-page.md). */
export function fetchNewestFoods({ signal }: { signal?: AbortSignal } = {}): Promise<PublicFood[]> {
  return api(pagePath(apiPaths.allFoods, {}, PAGE_SIZE), { schema: publicFoodList, signal })
}

/** The home list, cached under the key 'foods'; the default retries stay (docs/product.md, Texts). */
export const newestFoodsQuery = queryOptions({ queryKey: ['foods'], queryFn: fetchNewestFoods })
