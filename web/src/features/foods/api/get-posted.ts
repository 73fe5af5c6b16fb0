import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { PAGE_SIZE } from '@shared/constants'
import { credentialedApiPage, foodList, pagePath } from '../../../lib/api-client'

export const postedFoodsKey = ['foods', 'posted'] as const

/** The foods the signed-in user posted, page by page; the server answers only for the caller's own email. */
export const postedFoodsQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: [...postedFoodsKey, email],
    queryFn: ({ pageParam, signal }) =>
      credentialedApiPage(pagePath(apiPaths.posted, { email }, PAGE_SIZE, pageParam), { schema: foodList, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })
