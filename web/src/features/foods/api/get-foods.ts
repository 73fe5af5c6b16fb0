import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Food } from '@shared/food'
import { api } from '../../../lib/api-client'

export function getFoods({ signal }: { signal?: AbortSignal } = {}): Promise<Food[]> {
  return api<Food[]>(apiPaths.foods, { signal })
}

/** The /allfood listing (its route loader); under 'foods' so any change to foods refreshes it. */
export const foodsQuery = queryOptions({ queryKey: ['foods', 'list'], queryFn: getFoods })
