import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { PAGE_SIZE } from '@shared/constants'
import {
  type ConversationBody,
  conversationList,
  credentialedApiPage,
  type ListPage,
  pagePath,
} from '../../../lib/api-client'

/** Every conversation query, and the unread counts, live under this key: a message read or sent refreshes them all. */
export const conversationsKey = ['conversations'] as const

/** One page of the caller's conversations, latest activity first. */
export function fetchConversations(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListPage<ConversationBody>> {
  return credentialedApiPage(pagePath(apiPaths.conversations, {}, PAGE_SIZE, cursor), {
    schema: conversationList,
    signal,
  })
}

/** The key carries the user, so the next user on this browser never sees the list. */
export const conversationsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey, 'list', uid],
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })
