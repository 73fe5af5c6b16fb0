import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Donator } from '@shared/responses'
import type { FoodUpdateInput } from '@shared/food'
import { credentialedApi, updateResult, type UpdateResult } from '../../../lib/api-client'

/** The same shape as adding a food, with any of the three statuses (docs/product.md, Foods). */
export type ChangedFood = FoodUpdateInput & { donator: Donator }

export function sendFoodUpdate({ id, food }: { id: string; food: ChangedFood }): Promise<UpdateResult> {
  return credentialedApi(apiPaths.updateFood(id), { method: 'PUT', body: food, schema: updateResult })
}

export function useSendFoodUpdate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendFoodUpdate,
    // The detail, the posted list and every public list show the food: all sit under 'foods'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['foods'] }),
  })
}
