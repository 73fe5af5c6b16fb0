import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, deleteResult, type DeleteResult, type Food, type ListPage } from '../../../lib/api-client'
import { withoutItem } from '../../../lib/list-pages'
import { postedFoodsKey } from './get-posted'

export function sendFoodDeletion(id: string): Promise<DeleteResult> {
  return credentialedApi(apiPaths.deleteFood(id), { method: 'DELETE', schema: deleteResult })
}

export function useSendFoodDeletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendFoodDeletion,
    onSuccess: (result, id) => {
      if (result.deletedCount <= 0) return
      // The row goes at once (docs/product.md, Texts); the refetch below confirms it.
      queryClient.setQueriesData<InfiniteData<ListPage<Food>, string | undefined>>(
        { queryKey: postedFoodsKey },
        (data) => withoutItem(data, id),
      )
      void queryClient.invalidateQueries({ queryKey: ['foods'] })
    },
  })
}
