import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { Donator } from '@shared/responses'
import type { FoodInput } from '@shared/food'
import { credentialedApi, insertResult, type InsertResult } from '../../../lib/api-client'

/** The original add body. The server takes the donor from the session and ignores `donator`. */
export type NewFood = FoodInput & { donator: Donator }

export function sendNewFood(food: NewFood): Promise<InsertResult> {
  return credentialedApi(apiPaths.addFood, { method: 'POST', body: food, schema: insertResult })
}

export function useSendNewFood() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendNewFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['foods'] }),
  })
}
