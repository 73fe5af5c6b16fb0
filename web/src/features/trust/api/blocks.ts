import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { blockList, credentialedApi, deleteResult, successResult } from '../../../lib/api-client'

export const blocksKey = ['blocks'] as const

export const blocksQuery = (uid: string) =>
  queryOptions({
    queryKey: [...blocksKey, uid],
    queryFn: ({ signal }) => credentialedApi(apiPaths.blocks, { schema: blockList, signal }),
  })

export function sendBlock(profileId: string) {
  return credentialedApi(apiPaths.blocks, { method: 'POST', body: { profileId }, schema: successResult })
}

export function sendUnblock(profileId: string) {
  return credentialedApi(apiPaths.block(profileId), { method: 'DELETE', schema: deleteResult })
}

/** Blocking changes what lists and search show the caller, so every cached answer is read again. */
export function useBlock() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: sendBlock, onSuccess: () => queryClient.invalidateQueries() })
}

export function useUnblock() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: sendUnblock, onSuccess: () => queryClient.invalidateQueries() })
}
