import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, type FoodRequest, insertResult, type InsertResult } from '../../../lib/api-client'
import { requestsKey } from './get-requests'

/**
 * The original request body, `userEamil` spelt so, with the sharing loop's `portions` and `message` (docs/product.md, Requests). The server
 * re-reads the food and keeps only foodId, time, portions and message.
 */
export type NewRequest = Omit<FoodRequest, '_id' | 'foodStatus' | 'status' | 'portions'> & {
  foodStatus: 'Requested'
  /** Absent: every portion still free, as a spec client asks. */
  portions?: number
}

export function sendFoodRequest(request: NewRequest): Promise<InsertResult> {
  return credentialedApi(apiPaths.requests, { method: 'POST', body: request, schema: insertResult })
}

export function useSendFoodRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendFoodRequest,
    onSuccess: () =>
      // The food's waiting count changes (every food list and its detail) and the user's list grows.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['foods'] }),
        queryClient.invalidateQueries({ queryKey: requestsKey }),
      ]),
  })
}
