import { useMutation, useQueryClient } from '@tanstack/react-query'
import { API_PREFIX, apiPaths } from '@shared/api-paths'
import { credentialedApi, type FoodRequest, requestBody } from '../../../lib/api-client'
import { requestsKey } from './get-requests'

/** The requester's word that they will come: the request answers `confirmed: true`. */
export function confirmPickup(requestId: string): Promise<FoodRequest> {
  return credentialedApi(apiPaths.confirmPickup(requestId), { method: 'POST', schema: requestBody })
}

export function useConfirmPickup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  })
}

/** The .ics of an accepted request's pickup, for the link that downloads it. */
export function calendarUrl(requestId: string): string {
  return `${API_PREFIX}${apiPaths.calendar(requestId)}`
}
