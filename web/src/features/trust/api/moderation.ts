import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import { PAGE_SIZE } from '@shared/constants'
import type { ModerationAction, ReportStatus } from '@shared/moderation-choices'
import {
  credentialedApi,
  credentialedApiPage,
  moderationLog,
  moderationReportBody,
  moderationReportList,
  pagePath,
} from '../../../lib/api-client'

export const moderationKey = ['moderation'] as const

export const moderationReportsQuery = (status: ReportStatus) =>
  queryOptions({
    queryKey: [...moderationKey, 'reports', status],
    queryFn: ({ signal }) =>
      credentialedApi(`${apiPaths.moderationReports}?status=${status}`, { schema: moderationReportList, signal }),
  })

/** The log, newest first, a page at a time: older entries load on demand. */
export const moderationLogQuery = () =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, 'log'],
    queryFn: ({ pageParam, signal }) =>
      credentialedApiPage(pagePath(apiPaths.moderationLog, {}, PAGE_SIZE, pageParam), {
        schema: moderationLog,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })

export interface ModerationDecision {
  reportId: string
  action: ModerationAction
  note: string
  /** With `remove-feedback`: which piece of feedback about the reported person goes. */
  feedbackId?: string
}

export function sendModerationAction({ reportId, ...body }: ModerationDecision) {
  return credentialedApi(apiPaths.moderationReport(reportId), { method: 'POST', body, schema: moderationReportBody })
}

export function useModerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendModerationAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKey }),
  })
}
