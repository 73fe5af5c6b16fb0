/**
 * Each person's channel preferences, one document per person (id: uid), and when their next
 * digest is due (`nextDigestAt`, set only while something waits for it).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { db } from '../firebase'
import { EMAIL_CHOICES } from '../shared/channel-choices'
import { defaultPreferences, type Preferences } from '../shared/channels'
import { isLanguage, type Language } from '../shared/languages'
import { NOTIFICATION_KINDS } from '../shared/request-status'
import { counted, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firestore-call'

const preferences = db.collection('preferences')
/** One per digest sent, named after its due time: a second run's `create()` fails (store/deliveries.ts). */
const digestClaims = db.collection('digestClaims')

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

/**
 * Takes the person's due digest: it stops being due in this commit, so two runs never both send
 * it; the next item waiting schedules the next one (`scheduleDigest`), at the next `digestAt`.
 */
export function claimDigest(uid: string, now: Date): Promise<boolean> {
  const ref = preferences.doc(uid)
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const snapshot = counted(await tx.get(ref))
      const due: unknown = snapshot.get('nextDigestAt')
      if (!(due instanceof Timestamp) || due.toMillis() > now.getTime()) return false
      tx.create(digestClaims.doc(`${uid}_${due.toMillis()}`), { at: Timestamp.fromDate(now) })
      tx.update(ref, { nextDigestAt: FieldValue.delete() })
      return true
    }),
  ).catch((error: unknown) => {
    if (grpcCode(error) === GRPC_ALREADY_EXISTS) return false
    throw error
  })
}

/** A digest that could not go: try again at `at`. */
export async function retryDigest(uid: string, at: Date): Promise<void> {
  await firestoreCall(() => preferences.doc(uid).update({ nextDigestAt: Timestamp.fromDate(at) }))
}

/** A deleted account's choices. */
export async function removePreferences(uid: string): Promise<void> {
  await firestoreCall(() => preferences.doc(uid).delete())
}
