import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Food } from '@shared/food'
import { api } from '../../../lib/api-client'

export function getAllFoods({ signal }: { signal?: AbortSignal } = {}): Promise<Food[]> {
  return api<Food[]>(apiPaths.allFoods, { signal })
}

/** The home list, cached under the key 'foods' (spec §7); default retries stay (spec §8). */
export const allFoodsQuery = queryOptions({ queryKey: ['foods'], queryFn: getAllFoods })
