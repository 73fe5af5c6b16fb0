import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Donator } from '@shared/responses'
import type { FoodUpdateInput } from '@shared/food'
import { credentialedApi } from '../../../lib/api-client'
import { updateResult, type UpdateResult } from '../../../lib/responses'

/** "Same shape as adding a food" (spec §7). */
export type ChangedFood = FoodUpdateInput & { donator: Donator }

export function updateFood({ id, food }: { id: string; food: ChangedFood }): Promise<UpdateResult> {
  return credentialedApi(apiPaths.updateFood(id), { method: 'PUT', body: food, schema: updateResult })
}

export function useUpdateFood() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateFood,
    // The detail, the posted list and every public list show the food: all sit under 'foods'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['foods'] }),
  })
}
