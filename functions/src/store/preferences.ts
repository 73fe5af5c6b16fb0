/**
 * Each person's channel preferences, one document per person (id: uid), and when their next
 * digest is due (`nextDigestAt`, a time only while something waits for it; while one is being
 * sent, `digestDueFor` and `digestAttempts` say which and how often it was tried).
 */
import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { counted, db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'
import { EMAIL_CHOICES } from '../shared/channel-choices'
import { defaultPreferences, type Preferences } from '../shared/channels'
import { isLanguage, type Language } from '../shared/languages'
import { NOTIFICATION_KINDS } from '../shared/request-status'

const preferences = db.collection('preferences')
/** One per attempt at a digest, named after its due time: a second run's `create()` fails (store/deliveries.ts). */
const digestClaims = db.collection('digestClaims')
/** One per digest sent, named after its due time, holding the items it listed. */
const digestsSent = db.collection('digestsSent')

const storedPreferences = z.object({
  channels: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.object({ push: z.boolean(), email: z.enum(EMAIL_CHOICES) })),
  quietHours: z.object({ from: z.string(), to: z.string() }).nullish(),
  timeZone: z.string(),
  digestAt: z.string(),
})

/** The person's preferences, the defaults filling what they never chose (a kind newer than their choice included). */
export async function readPreferences(uid: string): Promise<Preferences> {
  const snapshot = await firestoreCall(() => preferences.doc(uid).get())
  const defaults = defaultPreferences()
  const parsed = storedPreferences.safeParse(snapshot.data())
  if (!snapshot.exists || !parsed.success) return defaults
  return {
    channels: { ...defaults.channels, ...parsed.data.channels },
    quietHours: parsed.data.quietHours ?? null,
    timeZone: parsed.data.timeZone,
    digestAt: parsed.data.digestAt,
  }
}

export async function writePreferences(uid: string, chosen: Preferences): Promise<void> {
  await firestoreCall(() => preferences.doc(uid).set(chosen, { merge: true }))
}

/** The language the person chose for their account, or null before they choose one. */
export async function readChosenLanguage(uid: string): Promise<Language | null> {
  const snapshot = await firestoreCall(() => preferences.doc(uid).get())
  const language: unknown = snapshot.get('language')
  return isLanguage(language) ? language : null
}

/** The language of the person's emails and pushes: English until they choose one. */
export async function readLanguage(uid: string): Promise<Language> {
  return (await readChosenLanguage(uid)) ?? 'en'
}

export async function writeLanguage(uid: string, language: Language): Promise<void> {
  await firestoreCall(() => preferences.doc(uid).set({ language }, { merge: true }))
}

/** Turns one kind's email off, whatever else the person chose (a one-click unsubscribe). */
export async function turnEmailOff(uid: string, kind: (typeof NOTIFICATION_KINDS)[number]): Promise<void> {
  const current = await readPreferences(uid)
  const channels = { ...current.channels, [kind]: { ...current.channels[kind], email: 'off' } }
  await writePreferences(uid, { ...current, channels })
}

/** Something waits for the person's digest: due at `at`, unless one is already due earlier. */
export async function scheduleDigest(uid: string, at: Date): Promise<void> {
  const ref = preferences.doc(uid)
  await firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const snapshot = counted(await tx.get(ref))
      const due: unknown = snapshot.get('nextDigestAt')
      if (due instanceof Timestamp) return
      tx.set(ref, { nextDigestAt: Timestamp.fromDate(at) }, { merge: true })
    }),
  )
}

export async function listDueDigests(now: Date, limit: number): Promise<string[]> {
  const snapshot = await firestoreCall(() =>
    preferences.where('nextDigestAt', '<=', Timestamp.fromDate(now)).orderBy('nextDigestAt').limit(limit).get(),
  )
  return snapshot.docs.map((doc) => doc.id)
}

export interface ClaimedDigest {
  uid: string
  /** The time the digest was first due: what it sent is recorded under it. */
  dueFor: number
  attempt: number
}

/**
 * Takes the person's due digest for one attempt: it stays due, a lease ahead, so a run that dies
 * before sending leaves it to a later run, and no other run takes it meanwhile. The next day's is
 * set only once this one is sent (`finishDigest`).
 */
export function claimDigest(uid: string, now: Date, leaseUntil: Date): Promise<ClaimedDigest | undefined> {
  const ref = preferences.doc(uid)
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const snapshot = counted(await tx.get(ref))
      const due: unknown = snapshot.get('nextDigestAt')
      if (!(due instanceof Timestamp) || due.toMillis() > now.getTime()) return undefined
      const first: unknown = snapshot.get('digestDueFor')
      const dueFor = first instanceof Timestamp ? first : due
      const tried: unknown = snapshot.get('digestAttempts')
      const attempt = (typeof tried === 'number' ? tried : 0) + 1
      tx.create(digestClaims.doc(`${uid}_${dueFor.toMillis()}_${attempt}`), { at: Timestamp.fromDate(now) })
      tx.update(ref, { nextDigestAt: Timestamp.fromDate(leaseUntil), digestDueFor: dueFor, digestAttempts: attempt })
      return { uid, dueFor: dueFor.toMillis(), attempt }
    }),
  ).catch((error: unknown) => {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) return undefined
    throw error
  })
}

const sentRecord = (claimed: ClaimedDigest) => digestsSent.doc(`${claimed.uid}_${claimed.dueFor}`)

/** The items a digest already sent, should an attempt have sent it and stopped before it was done. */
export async function itemsSentIn(claimed: ClaimedDigest): Promise<string[] | undefined> {
  const snapshot = await firestoreCall(() => sentRecord(claimed).get())
  const items: unknown = snapshot.get('items')
  return snapshot.exists && Array.isArray(items) ? items.map(String) : undefined
}

/** Right after the send: a later attempt at the same digest sends nothing. */
export async function recordDigestSent(claimed: ClaimedDigest, items: string[], now: Date): Promise<void> {
  await firestoreCall(() => sentRecord(claimed).set({ uid: claimed.uid, items, at: Timestamp.fromDate(now) }))
}

/** The digest is done: the next one is due at `next` (something waits for it), or none is. */
export async function finishDigest(uid: string, next: Date | null): Promise<void> {
  await firestoreCall(() =>
    // Nulls, not deleted fields: the Node stand-in keeps a field `FieldValue.delete()` should remove.
    preferences.doc(uid).update({
      nextDigestAt: next ? Timestamp.fromDate(next) : null,
      digestDueFor: null,
      digestAttempts: 0,
    }),
  )
}

/** A digest that could not go: try again at `at`. */
export async function retryDigest(uid: string, at: Date): Promise<void> {
  await firestoreCall(() => preferences.doc(uid).update({ nextDigestAt: Timestamp.fromDate(at) }))
}

/**
 * The person chose another digest time or zone: a digest waiting is due at the new time instead.
 * One being sent right now is left alone; its finish sets the next by the new choice.
 */
export async function rescheduleDigest(uid: string, at: Date): Promise<void> {
  const ref = preferences.doc(uid)
  await firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const snapshot = counted(await tx.get(ref))
      if (!(snapshot.get('nextDigestAt') instanceof Timestamp) || snapshot.get('digestDueFor') instanceof Timestamp)
        return
      tx.update(ref, { nextDigestAt: Timestamp.fromDate(at) })
    }),
  )
}

/** A deleted account's choices. */
export async function removePreferences(uid: string): Promise<void> {
  await firestoreCall(() => preferences.doc(uid).delete())
}
