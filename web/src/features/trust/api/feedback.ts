import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { FeedbackRating, FeedbackReason } from '@shared/trust-choices'
import { credentialedApi, successResult } from '../../../lib/api-client'
import { profileKey } from './profile'

export interface FeedbackInput {
  requestId: string
  rating: FeedbackRating
  reason?: FeedbackReason
  comment?: string
}

export function sendFeedback({ requestId, ...body }: FeedbackInput) {
  return credentialedApi(apiPaths.feedback(requestId), { method: 'POST', body, schema: successResult })
}

export function useSendFeedback() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendFeedback,
    // The other person's counts may change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  })
}
