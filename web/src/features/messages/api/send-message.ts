import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, insertResult, type InsertResult } from '../../../lib/api-client'
import { conversationsKey } from './get-conversations'

export interface NewMessage {
  requestId: string
  text: string
  /** One of our own photos (`/api/images/{id}`). */
  imageUrl?: string
}

export function sendMessage({ requestId, text, imageUrl }: NewMessage): Promise<InsertResult> {
  return credentialedApi(apiPaths.messages(requestId), {
    method: 'POST',
    body: imageUrl ? { text, imageUrl } : { text },
    schema: insertResult,
  })
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    // The thread shows it at once, and the list moves the conversation to the top.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  })
}
