import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, type FoodNotification, markedRead, type MarkedRead } from '../../../lib/api-client'
import { notificationsKey } from './get-notifications'

export function sendNotificationsRead(): Promise<MarkedRead> {
  return credentialedApi(apiPaths.readNotifications, { method: 'POST', schema: markedRead })
}

export function useSendNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendNotificationsRead,
    onSuccess: () => {
      // The count drops at once; the refetch confirms it and brings anything newer.
      queryClient.setQueriesData<FoodNotification[]>({ queryKey: notificationsKey }, (list) =>
        list?.map((notification) => ({ ...notification, read: true })),
      )
      void queryClient.invalidateQueries({ queryKey: notificationsKey })
    },
  })
}
