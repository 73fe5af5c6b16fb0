import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { api, profileBody } from '../../../lib/api-client'

export const profileKey = ['profile'] as const

/** A person's public profile: anyone may read it, so it goes without the session cookie. */
export const profileQuery = (profileId: string) =>
  queryOptions({
    queryKey: [...profileKey, profileId],
    queryFn: ({ signal }) => api(apiPaths.profile(profileId), { schema: profileBody, signal }),
  })
