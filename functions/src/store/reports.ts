/**
 * Reports and the moderators' log (docs/decisions/trust.md). A report names its target by kind
 * and id (`targetKey` = `{kind}_{id}`, one top-level field the queries filter on). A marker
 * `openReports/{targetKey}_{reporterUid}` exists while the reporter's report of that target is
 * open: its `create()` refuses a second one however many arrive at once, on every Firestore.
 * The log is only ever added to: nothing in the code updates or deletes its entries.
 */
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { AppError } from '../domain/app-error'
import { counted, db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'
import { apiErrors } from '../shared/copy'
import { MODERATION_REPORTS_SHOWN, type ReportInput } from '../shared/moderation'
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  type ReportStatus,
  type ReportTargetKind,
} from '../shared/moderation-choices'
import type { Page, PageRequest } from '../shared/paging'
import { cannotExist } from './document-ids'
import { creationKey, pageOf, SORT_ORDERS } from './pages'

const reports = db.collection('reports')
const openReportMarkers = db.collection('openReports')
const moderationLog = db.collection('moderationLog')

const targetKey = (kind: ReportTargetKind, id: string) => `${kind}_${id}`
const markerOf = (key: string, reporterUid: string) => openReportMarkers.doc(`${key}_${reporterUid}`)

const storedReport = z.object({
  reporterUid: z.string(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  targetKey: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().default(''),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.instanceof(Timestamp),
  closedAt: z.instanceof(Timestamp).nullish(),
  action: z.enum(MODERATION_ACTIONS).nullish(),
  note: z.string().nullish(),
  // Reports stored before this was recorded came from accounts judged as any other.
  fromNewAccount: z.boolean().default(false),
})
export type StoredReport = z.infer<typeof storedReport> & { id: string }

function toStoredReport(doc: DocumentSnapshot): StoredReport {
  return { ...storedReport.parse(doc.data()), id: doc.id }
}

/** Stores an open report; a second open report of the same target by the same person is a conflict. */
export async function insertReport(
  reporterUid: string,
  input: ReportInput,
  fromNewAccount: boolean,
  now: Date,
): Promise<string> {
  const key = targetKey(input.target.kind, input.target.id)
  const ref = reports.doc()
  const batch = db.batch()
  // The marker first: the Node stand-in applies a commit's writes in order and stops at the first failure.
  batch.create(markerOf(key, reporterUid), { reportId: ref.id, at: Timestamp.fromDate(now) })
  batch.create(ref, {
    reporterUid,
    targetKind: input.target.kind,
    targetId: input.target.id,
    targetKey: key,
    reason: input.reason,
    details: input.details ?? '',
    status: 'open' satisfies ReportStatus,
    createdAt: Timestamp.fromDate(now),
    fromNewAccount,
  })
  try {
    await firestoreCall(() => batch.commit())
  } catch (error) {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) throw new AppError('conflict', apiErrors.alreadyReported)
    throw error
  }
  return ref.id
}

/** Every report of a target, open and closed: a few at most. */
export async function listReportsOfTarget(kind: ReportTargetKind, id: string): Promise<StoredReport[]> {
  const snapshot = await firestoreCall(() => reports.where('targetKey', '==', targetKey(kind, id)).get())
  return snapshot.docs.map(toStoredReport)
}

export async function findReport(id: string): Promise<StoredReport | undefined> {
  if (cannotExist(id)) return undefined
  const snapshot = await firestoreCall(() => reports.doc(id).get())
  return snapshot.exists ? toStoredReport(snapshot) : undefined
}

/** The moderators' queue: open reports oldest first (first come, first looked at), closed ones newest first. */
export async function listReports(status: ReportStatus): Promise<StoredReport[]> {
  const snapshot = await firestoreCall(() =>
    reports
      .where('status', '==', status)
      .orderBy('createdAt', status === 'open' ? 'asc' : 'desc')
      .limit(MODERATION_REPORTS_SHOWN)
      .get(),
  )
  return snapshot.docs.map(toStoredReport)
}

export async function listReportsBy(reporterUid: string): Promise<StoredReport[]> {
  const snapshot = await firestoreCall(() => reports.where('reporterUid', '==', reporterUid).get())
  return snapshot.docs.map(toStoredReport)
}

export interface LogEntry {
  moderatorUid: string
  moderatorEmail: string
  action: ModerationAction
  targetKind: ReportTargetKind
  targetId: string
  reportId: string
  note: string
}

/**
 * A moderator's decision, in one transaction: every open report of the target closes with it
 * (one decision answers all who reported it), and the log gains its entry. A report closed
 * meanwhile (another moderator was quicker) is a conflict, and nothing is written.
 */
export function closeReports(report: StoredReport, entry: LogEntry, now: Date): Promise<StoredReport> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const current = counted(await tx.get(reports.doc(report.id)))
      if (!current.exists || toStoredReport(current).status !== 'open') {
        throw new AppError('conflict', apiErrors.reportClosed)
      }
      const sameTarget = counted(await tx.get(reports.where('targetKey', '==', report.targetKey)))
      const open = sameTarget.docs.map(toStoredReport).filter((other) => other.status === 'open')
      const at = Timestamp.fromDate(now)
      const closed = { status: 'closed' as const, closedAt: at, action: entry.action, note: entry.note }
      for (const other of open) {
        tx.update(reports.doc(other.id), closed)
        tx.delete(markerOf(other.targetKey, other.reporterUid))
      }
      const logged = moderationLog.doc()
      tx.create(logged, { ...entry, at, [SORT_ORDERS.newest.field]: creationKey(at.toMillis(), logged.id) })
      return { ...toStoredReport(current), ...closed }
    }),
  )
}

const storedLogEntry = z.object({
  moderatorUid: z.string(),
  moderatorEmail: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  reportId: z.string(),
  note: z.string(),
  at: z.instanceof(Timestamp),
})
export type StoredLogEntry = z.infer<typeof storedLogEntry> & { id: string }

/** A page of the log, newest first, by the key each entry is written with. */
export function listModerationLog(page: PageRequest): Promise<Page<StoredLogEntry>> {
  return pageOf(moderationLog, page, (doc) => ({ ...storedLogEntry.parse(doc.data()), id: doc.id }))
}

/** A deleted moderator's entries stay (what was done, when), without the email that named them. */
export async function forgetModerator(uid: string): Promise<void> {
  const snapshot = await firestoreCall(() => moderationLog.where('moderatorUid', '==', uid).get())
  for (const doc of snapshot.docs) await firestoreCall(() => doc.ref.update({ moderatorEmail: '' }))
}
