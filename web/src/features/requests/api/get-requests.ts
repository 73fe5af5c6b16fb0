import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { PAGE_SIZE } from '@shared/constants'
import { credentialedApiPage, pagePath, requestList } from '../../../lib/api-client'

export const requestsKey = ['requests'] as const

/**
 * /myrequest's call (it lists all the user's requests), page by page. Our server answers
 * with the caller's own requests only, so the key carries the user: the next user never sees this list.
 */
export const requestsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: [...requestsKey, 'list', uid],
    queryFn: ({ pageParam, signal }) =>
      credentialedApiPage(pagePath(apiPaths.requests, {}, PAGE_SIZE, pageParam), { schema: requestList, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })
