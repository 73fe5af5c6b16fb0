import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { DeleteResult, FoodRequest } from '@shared/food'
import { credentialedApi } from '../../../lib/api-client'
import { requestsKey } from './get-requests'

export function deleteRequest(id: string): Promise<DeleteResult> {
  return credentialedApi<DeleteResult>(apiPaths.deleteRequest(id), { method: 'DELETE' })
}

export function useDeleteRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: (result, id) => {
      if (result.deletedCount <= 0) return
      // The row goes at once (spec §8); the refetch below confirms it.
      queryClient.setQueriesData<FoodRequest[]>({ queryKey: requestsKey }, (requests) =>
        requests?.filter((request) => request._id !== id),
      )
      void queryClient.invalidateQueries({ queryKey: requestsKey })
      // The server puts the food back on offer.
      void queryClient.invalidateQueries({ queryKey: ['foods'] })
    },
  })
}
