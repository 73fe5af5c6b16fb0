/**
 * The alerts' outbox (docs/decisions/channels.md): a food newly listed (posted, edited, restored,
 * its donor reinstated) gets `announcements/{foodId}` in the very commit that lists it, due at
 * once. Matching it against the alerts (services/alerts.ts `announceFood`) runs after the answer
 * and in the scheduled job, never inside the write: at least once, and each person is told once
 * whatever number of times it runs (store/alerts.ts `recordMatches`).
 *
 * `seq` names the change that asked for it (the food's change number; 0 for a new food), so a
 * run that finishes after a newer change asked again leaves the newer one due.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore'
import { z } from 'zod'
import { counted, db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'

const announcements = db.collection('announcements')
/** One per attempt: a second run's `create()` fails, as `deliveryClaims` do (store/deliveries.ts). */
const announcementClaims = db.collection('announcementClaims')

const storedAnnouncement = z.object({
  foodId: z.string(),
  seq: z.number(),
  attempts: z.number(),
  dueAt: z.instanceof(Timestamp),
})

export interface ClaimedAnnouncement {
  foodId: string
  seq: number
  attempts: number
}

function marker(foodId: string, seq: number, now: Date) {
  return { foodId, seq, attempts: 0, dueAt: Timestamp.fromDate(now) }
}

/** Inside the change that lists the food. */
export function markAnnouncement(tx: Transaction, foodId: string, seq: number, now: Date): void {
  tx.set(announcements.doc(foodId), marker(foodId, seq, now))
}

export async function listDueAnnouncements(now: Date, limit: number): Promise<string[]> {
  const snapshot = await firestoreCall(() =>
    announcements.where('dueAt', '<=', Timestamp.fromDate(now)).orderBy('dueAt').limit(limit).get(),
  )
  return snapshot.docs.map((doc) => doc.id)
}

/** Takes a due announcement: it stays due only after `leaseUntil`, should the run die. */
export function claimAnnouncement(
  foodId: string,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedAnnouncement | undefined> {
  const ref = announcements.doc(foodId)
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const parsed = storedAnnouncement.safeParse(counted(await tx.get(ref)).data())
      if (!parsed.success || parsed.data.dueAt.toMillis() > now.getTime()) return undefined
      const attempts = parsed.data.attempts + 1
      tx.create(announcementClaims.doc(`${foodId}_${parsed.data.seq}_${attempts}`), { at: Timestamp.fromDate(now) })
      tx.update(ref, { dueAt: Timestamp.fromDate(leaseUntil), attempts })
      return { foodId, seq: parsed.data.seq, attempts }
    }),
  ).catch((error: unknown) => {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) return undefined
    throw error
  })
}

/** Done (`next` null) or to try again at `next`; a newer change's request is left as it is. */
export function finishAnnouncement(claimed: ClaimedAnnouncement, next: Date | null): Promise<void> {
  const ref = announcements.doc(claimed.foodId)
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const snapshot = counted(await tx.get(ref))
      if (snapshot.get('seq') !== claimed.seq) return
      if (next) tx.update(ref, { dueAt: Timestamp.fromDate(next) })
      else tx.delete(ref)
    }),
  )
}

/** Whether the food waits to be announced (tests, and a look at a stuck one). */
export async function announcementOf(foodId: string): Promise<{ dueAt: Date; attempts: number } | undefined> {
  const parsed = storedAnnouncement.safeParse((await firestoreCall(() => announcements.doc(foodId).get())).data())
  return parsed.success ? { dueAt: parsed.data.dueAt.toDate(), attempts: parsed.data.attempts } : undefined
}
