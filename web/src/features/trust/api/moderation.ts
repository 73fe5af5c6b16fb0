import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { ModerationAction, ReportStatus } from '@shared/moderation-choices'
import { credentialedApi } from '../../../lib/api-client'
import { moderationLog, moderationReportBody, moderationReportList } from '../../../lib/responses'

export const moderationKey = ['moderation'] as const

export const moderationReportsQuery = (status: ReportStatus) =>
  queryOptions({
    queryKey: [...moderationKey, 'reports', status],
    queryFn: ({ signal }) =>
      credentialedApi(`${apiPaths.moderationReports}?status=${status}`, { schema: moderationReportList, signal }),
  })

export const moderationLogQuery = () =>
  queryOptions({
    queryKey: [...moderationKey, 'log'],
    queryFn: ({ signal }) => credentialedApi(apiPaths.moderationLog, { schema: moderationLog, signal }),
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
