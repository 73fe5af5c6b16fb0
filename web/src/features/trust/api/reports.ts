import { useMutation } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { ReportReason, ReportTargetKind } from '@shared/moderation-choices'
import { credentialedApi, insertResult } from '../../../lib/api-client'

export interface ReportInput {
  target: { kind: ReportTargetKind; id: string }
  reason: ReportReason
  details?: string
}

export function sendReport(input: ReportInput) {
  return credentialedApi(apiPaths.reports, { method: 'POST', body: input, schema: insertResult })
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport })
}
