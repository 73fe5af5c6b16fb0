import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Donator } from '@shared/responses'
import type { FoodInput } from '@shared/food'
import { credentialedApi } from '../../../lib/api-client'
import { insertResult, type InsertResult } from '../../../lib/responses'

/** Spec §7's body. The server takes the donor from the session and ignores `donator`. */
export type NewFood = FoodInput & { donator: Donator }

export function addFood(food: NewFood): Promise<InsertResult> {
  return credentialedApi(apiPaths.addFood, { method: 'POST', body: food, schema: insertResult })
}

export function useAddFood() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['foods'] }),
  })
}
