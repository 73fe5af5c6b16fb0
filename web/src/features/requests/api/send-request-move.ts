import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { RequestStatus } from '@shared/request-status'
import { credentialedApi, type QueuedRequest, queuedRequestBody } from '../../../lib/api-client'

export interface RequestMove {
  id: string
  status: RequestStatus
  /** On an accept, the portions kept when fewer than asked. */
  portions?: number
}

/** The donor's answer to one request (`PATCH /request/{id}`); the server answers the request as it now is. */
function sendRequestMove({ id, status, portions }: RequestMove): Promise<QueuedRequest> {
  const body = portions === undefined ? { status } : { status, portions }
  return credentialedApi(apiPaths.moveRequest(id), { method: 'PATCH', body, schema: queuedRequestBody })
}

/**
 * The queue's one call for a move: sends it, then refetches what it changed, in that order, before
 * the caller hears it went through.
 */
export function useSendRequestMove() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (move: RequestMove) => {
      const moved = await sendRequestMove(move)
      // Portions left, the food's status, the waiting count and the queue itself all live under 'foods'.
      await queryClient.invalidateQueries({ queryKey: ['foods'] })
      return moved
    },
  })
}
