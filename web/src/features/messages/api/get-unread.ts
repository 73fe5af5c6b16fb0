import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApi, unreadBody, type UnreadBody } from '../../../lib/api-client'

/** The top bar's counts refresh this often while the tab is visible, and whenever it regains focus. */
export const UNREAD_REFRESH_MS = 30_000

export const unreadKey = ['unread'] as const

/** How many messages and notifications the caller has not read yet. */
export function fetchUnread(signal?: AbortSignal): Promise<UnreadBody> {
  return credentialedApi(apiPaths.unread, { schema: unreadBody, signal })
}

/** The key carries the user, so the next user on this browser never sees these counts. */
export const unreadQuery = (uid: string) =>
  queryOptions({
    queryKey: [...unreadKey, uid],
    queryFn: ({ signal }) => fetchUnread(signal),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  })
