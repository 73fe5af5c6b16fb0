import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { credentialedApiAnswer, linkParamOf, type MessageBody, messageList } from '../../../lib/api-client'
import { conversationsKey } from './get-conversations'

/** An open thread asks for news this often: a new message shows within 10 seconds. */
export const THREAD_POLL_MS = 5_000

/** A page of a conversation, oldest first, and what its headers say. */
export interface MessagesPage {
  messages: MessageBody[]
  /** The newest of my messages the other person has read (`X-Read-Up-To`). */
  readUpTo: string | undefined
  /** Where the older messages start (`Link: <…?before=…>; rel="prev"`), when there are more. */
  before: string | undefined
}

/** The newest 50 messages, or the 50 before `before`. */
export async function fetchMessages(requestId: string, before?: string, signal?: AbortSignal): Promise<MessagesPage> {
  const path = before
    ? `${apiPaths.messages(requestId)}?${new URLSearchParams({ before }).toString()}`
    : apiPaths.messages(requestId)
  // no-cache: the browser asks again with the kept answer's ETag, and an unchanged poll is a 304.
  const { data, headers } = await credentialedApiAnswer(path, { schema: messageList, signal, cache: 'no-cache' })
  return {
    messages: data,
    readUpTo: headers.get('X-Read-Up-To') ?? undefined,
    before: linkParamOf(headers.get('Link'), 'prev', 'before'),
  }
}

/**
 * A conversation, newest page first. While it is on screen it polls; TanStack Query stops the poll
 * while the tab is hidden (no `refetchIntervalInBackground`) and refetches when it comes back.
 */
export const messagesQuery = (requestId: string) =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey, 'messages', requestId],
    queryFn: ({ pageParam, signal }) => fetchMessages(requestId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.before,
    refetchInterval: THREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  })
