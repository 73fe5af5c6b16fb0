/** What the channels and the trust rules need to know of a person: where to email them, what they shared and asked for. */
import { AggregateField, Timestamp } from 'firebase-admin/firestore'
import type { RequestStatus } from '../shared/request-status'
import { firestoreCall } from './firebase'
import { accountOf } from './profiles'
import { foods } from './foods'
import { requests } from './requests'

/** The sign-in email, or undefined for a person gone or without one. */
export async function emailOf(uid: string): Promise<string | undefined> {
  return (await accountOf(uid))?.email
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

/** A public profile's figures: foods posted, and the portions of collected requests given and received. */
export async function figuresOf(
  uid: string,
): Promise<{ foodsShared: number; portionsGiven: number; portionsReceived: number }> {
  const collected: RequestStatus = 'Collected'
  const portionsWhere = (field: 'donatorUid' | 'requesterUid') =>
    firestoreCall(() =>
      requests
        .where(field, '==', uid)
        .where('status', '==', collected)
        .aggregate({ portions: AggregateField.sum('portions') })
        .get(),
    )
  const [shared, given, received] = await Promise.all([
    countFoodsOf(uid),
    portionsWhere('donatorUid'),
    portionsWhere('requesterUid'),
  ])
  return { foodsShared: shared, portionsGiven: given.data().portions, portionsReceived: received.data().portions }
}

/** How many foods the person has posted and not deleted: one `count()`. */
export async function countFoodsOf(uid: string): Promise<number> {
  return (await firestoreCall(() => foods.where('donatorUid', '==', uid).count().get())).data().count
}

/** How many of the person's requests are open (Requested or Accepted): two `count()`s. */
export async function countOpenRequestsOf(uid: string): Promise<number> {
  const open: RequestStatus[] = ['Requested', 'Accepted']
  const counts = await Promise.all(
    open.map((status) =>
      firestoreCall(() => requests.where('requesterUid', '==', uid).where('status', '==', status).count().get()),
    ),
  )
  return counts.reduce((sum, snapshot) => sum + snapshot.data().count, 0)
}

/**
 * When the person's requests were marked No-show since `since`, oldest first: by `closedAt`, the
 * move's own time, which no later write to the request (a pickup mark, a deleted person's name)
 * moves, so an old no-show never comes back into the window.
 */
export async function noShowsSince(uid: string, since: Date): Promise<Date[]> {
  const snapshot = await firestoreCall(() =>
    requests
      .where('requesterUid', '==', uid)
      .where('status', '==', 'No-show' satisfies RequestStatus)
      .where('closedAt', '>=', Timestamp.fromDate(since))
      .get(),
  )
  return snapshot.docs
    .map((doc) => doc.get('closedAt') as unknown)
    .filter((at): at is Timestamp => at instanceof Timestamp)
    .map((at) => at.toDate())
    .sort((a, b) => a.getTime() - b.getTime())
}
