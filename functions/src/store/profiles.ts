/**
 * Public profiles (docs/decisions/trust.md). Each person has an opaque `profileId`, a Firestore
 * auto-id drawn once: never their uid, never derived from their email. Two documents tie them:
 * `profileIds/{uid}` (the person's own id) and `profiles/{profileId}` (whose it is). Both are
 * made with `create()` in one batch, uid side first, so two first calls at once settle on one id.
 */
import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import type { SessionUser } from '../domain/account'
import type { Page } from '../shared/paging'
import type { Person } from '../shared/responses'
import { auth, db, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firebase'
import { cannotExist } from './document-ids'

const profiles = db.collection('profiles')
const profileIds = db.collection('profileIds')

const profileIdDoc = z.object({ profileId: z.string() })
const profileDoc = z.object({ uid: z.string() })

/** A person as the Auth account says now, with their public id, and when the account was made. */
export interface Profile {
  person: Person
  /** The Auth account's `metadata.creationTime`: how old the account is (docs/decisions/trust.md). */
  createdAt: Date
}

/** The person's public id, drawn on first need. */
export async function profileIdOf(uid: string): Promise<string> {
  const known = await firestoreCall(() => profileIds.doc(uid).get())
  if (known.exists) return profileIdDoc.parse(known.data()).profileId
  const profileId = profiles.doc().id
  const batch = db.batch()
  batch.create(profileIds.doc(uid), { profileId })
  batch.create(profiles.doc(profileId), { uid, createdAt: Timestamp.now() })
  try {
    await firestoreCall(() => batch.commit())
    return profileId
  } catch (error) {
    // Another call drew one first: theirs is the person's.
    if (grpcCode(error) !== GRPC_ALREADY_EXISTS) throw error
    return profileIdDoc.parse((await firestoreCall(() => profileIds.doc(uid).get())).data()).profileId
  }
}

/** The public ids of several people at once (each drawn if need be), by uid. */
export async function profileIdsOf(uids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(uids)]
  const ids = await Promise.all(unique.map(profileIdOf))
  return new Map(unique.map((uid, index) => [uid, ids[index] ?? '']))
}

/** Whose profile an id is; undefined for an id never drawn, or a person gone. */
export async function uidOfProfile(profileId: string): Promise<string | undefined> {
  if (cannotExist(profileId)) return undefined
  const snapshot = await firestoreCall(() => profiles.doc(profileId).get())
  return snapshot.exists ? profileDoc.parse(snapshot.data()).uid : undefined
}

/** The Auth account of `uid`, or undefined when there is none (deleted). */
export async function accountOf(uid: string) {
  try {
    return await auth.getUser(uid)
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') {
      return undefined
    }
    throw error
  }
}

/** The user's name and photo as their Auth profile holds them now (they are set after sign-up). */
export async function profileOf(user: SessionUser): Promise<Profile> {
  const [record, profileId] = await Promise.all([auth.getUser(user.uid), profileIdOf(user.uid)])
  return {
    person: { name: record.displayName ?? user.email, email: user.email, img: record.photoURL ?? '', profileId },
    createdAt: new Date(record.metadata.creationTime),
  }
}

type WithDonor = { donatorUid: string; donator: { profileId?: string | undefined } }
type DonorShown<Food extends WithDonor> = Food & { donator: Food['donator'] & { profileId: string } }

/** Foods stored before profiles name no `profileId`: each gets its donor's, drawn if need be. */
export async function withDonorProfiles<Food extends WithDonor>(foods: readonly Food[]): Promise<DonorShown<Food>[]> {
  const missing = foods.filter((food) => food.donator.profileId === undefined).map((food) => food.donatorUid)
  const ids = missing.length ? await profileIdsOf(missing) : new Map<string, string>()
  return foods.map((food) => ({
    ...food,
    donator: { ...food.donator, profileId: food.donator.profileId ?? ids.get(food.donatorUid) ?? '' },
  }))
}

export async function withDonorProfilesOnPage<Food extends WithDonor>(
  page: Page<Food>,
): Promise<Page<DonorShown<Food>>> {
  return { ...page, items: await withDonorProfiles(page.items) }
}
