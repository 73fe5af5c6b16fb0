import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, successResult, type SuccessResult } from '../../../lib/api-client'
import { conversationsKey } from './get-conversations'
import { unreadKey } from './get-unread'

export function markConversationRead(requestId: string): Promise<SuccessResult> {
  return credentialedApi(apiPaths.readConversation(requestId), { method: 'POST', schema: successResult })
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markConversationRead,
    // The list's badge and the top bar's count drop; the thread itself has not changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...conversationsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: unreadKey }),
      ]),
  })
}
