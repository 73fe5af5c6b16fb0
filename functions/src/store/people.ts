/** What the channels need to know of a person: where to email them, and how much they collected lately. */
import { Timestamp } from 'firebase-admin/firestore'
import { auth } from '../firebase'
import type { RequestStatus } from '../shared/request-status'
import { firestoreCall } from './firestore-call'
import { requests } from './requests'

/** The sign-in email, or undefined for a person gone or without one. */
export async function emailOf(uid: string): Promise<string | undefined> {
  try {
    return (await auth.getUser(uid)).email
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') {
      return undefined
    }
    throw error
  }
}

/** How many of the person's requests became Collected since `since`: one `count()`, no documents read. */
export async function countCollectedSince(uid: string, since: Date): Promise<number> {
  const snapshot = await firestoreCall(() =>
    requests
      .where('requesterUid', '==', uid)
      .where('status', '==', 'Collected' satisfies RequestStatus)
      .where('updatedAt', '>=', Timestamp.fromDate(since))
      .count()
      .get(),
  )
  return snapshot.data().count
}
