import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { DeleteResult, Food } from '@shared/food'
import { credentialedApi } from '../../../lib/api-client'
import { postedFoodsKey } from './get-posted'

export function deleteFood(id: string): Promise<DeleteResult> {
  return credentialedApi<DeleteResult>(apiPaths.deleteFood(id), { method: 'DELETE' })
}

export function useDeleteFood() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFood,
    onSuccess: (result, id) => {
      if (result.deletedCount <= 0) return
      // The row goes at once (spec §8); the refetch below confirms it.
      queryClient.setQueriesData<Food[]>({ queryKey: postedFoodsKey }, (foods) =>
        foods?.filter((food) => food._id !== id),
      )
      void queryClient.invalidateQueries({ queryKey: ['foods'] })
    },
  })
}
