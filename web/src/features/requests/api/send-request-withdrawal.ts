import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import {
  credentialedApi,
  deleteResult,
  type DeleteResult,
  type FoodRequest,
  type ListPage,
} from '../../../lib/api-client'
import { withoutItem } from '../../../lib/list-pages'
import { requestsKey } from './get-requests'

export function sendRequestWithdrawal(id: string): Promise<DeleteResult> {
  return credentialedApi(apiPaths.deleteRequest(id), { method: 'DELETE', schema: deleteResult })
}

export function useSendRequestWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendRequestWithdrawal,
    onSuccess: (result, id) => {
      if (result.deletedCount <= 0) return
      // The row goes at once (docs/product.md, Texts); the refetch below confirms it.
      queryClient.setQueriesData<InfiniteData<ListPage<FoodRequest>, string | undefined>>(
        { queryKey: requestsKey },
        (data) => withoutItem(data, id),
      )
      void queryClient.invalidateQueries({ queryKey: requestsKey })
      // The server puts the food back on offer.
      void queryClient.invalidateQueries({ queryKey: ['foods'] })
    },
  })
}
