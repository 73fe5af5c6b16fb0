import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { AlertInput } from '@shared/channels'
import { alertList, credentialedApi, deleteResult, insertResult } from '../../../lib/api-client'

export const alertsKey = ['alerts'] as const

export const alertsQuery = (uid: string) =>
  queryOptions({
    queryKey: [...alertsKey, uid],
    queryFn: ({ signal }) => credentialedApi(apiPaths.alerts, { schema: alertList, signal }),
  })

export function sendAlert(input: AlertInput) {
  return credentialedApi(apiPaths.alerts, { method: 'POST', body: input, schema: insertResult })
}

export function sendAlertRemoval(id: string) {
  return credentialedApi(apiPaths.alert(id), { method: 'DELETE', schema: deleteResult })
}

export function useSaveAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  })
}

export function useRemoveAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendAlertRemoval,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  })
}
