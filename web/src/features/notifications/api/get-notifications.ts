import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, notificationList } from '../../../lib/api-client'

/** The bell refreshes once a minute, and whenever the window regains focus. */
export const NOTIFICATIONS_REFRESH_MS = 60_000

export const notificationsKey = ['notifications'] as const

/** The caller's newest events; the key carries the user, so the next user never sees them. */
export const notificationsQuery = (uid: string) =>
  queryOptions({
    queryKey: [...notificationsKey, uid],
    queryFn: ({ signal }) => credentialedApi(apiPaths.notifications, { schema: notificationList, signal }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  })
