/**
 * The caller's own data (docs/decisions/trust.md): a download of everything stored about them,
 * and the deletion of their account. Their foods and their open requests go first, through the
 * foods' and the requests' own deletes (routes/me.ts calls those), so every other person is
 * told as on any delete; what is left here is what outlives them in other people's records.
 */
import { isRecentSignIn, type SessionUser } from '../domain/account'
import { AppError } from '../domain/app-error'
import { toFood } from '../domain/food'
import { apiErrors, copy } from '../shared/copy'
import type { MyData } from '../shared/responses'
import { accountOf, deleteAccount } from '../store/accounts'
import { listAlertsOf, removeAlertsOf, toAlert } from '../store/alerts'
import { forgetPersonInConversations, listMessagesFrom, replaceMessageText } from '../store/conversations'
import { listBlocksBy, removeBlocksOf } from '../store/blocks'
import { countFeedbackAbout, forgetGiver, listFeedbackBy, removeFeedbackAbout } from '../store/feedback'
import { listAllFoodsOfDonator } from '../store/foods'
import { removeCounters } from '../store/counters'
import { listAllNotificationsOf, removeNotificationsOf } from '../store/notifications'
import { readPreferences, removePreferences } from '../store/preferences'
import { listPushSubscriptionsOf, removePushSubscriptionsOf } from '../store/push-subscriptions'
import { profileIdOf, withDonorProfiles } from '../store/profiles'
import { forgetModerator, listReportsBy } from '../store/reports'
import { forgetPersonInRequests, listAllRequestsOf } from '../store/requests'

const iso = (stamp: { toDate(): Date }) => stamp.toDate().toISOString()

/**
 * Everything stored about the caller, and nothing about anyone else: their requests name the
 * food, not its donor; of conversations, only the messages they wrote.
 */
export async function exportMyData(user: SessionUser, now: Date): Promise<MyData> {
  const [
    account,
    profileId,
    foods,
    requests,
    messages,
    notifications,
    reports,
    preferences,
    given,
    received,
    blocks,
    alerts,
    browsers,
  ] = await Promise.all([
    accountOf(user.uid),
    profileIdOf(user.uid),
    listAllFoodsOfDonator(user.uid).then(withDonorProfiles),
    listAllRequestsOf(user.uid),
    listMessagesFrom(user.uid),
    listAllNotificationsOf(user.uid),
    listReportsBy(user.uid),
    readPreferences(user.uid),
    listFeedbackBy(user.uid),
    countFeedbackAbout(user.uid),
    listBlocksBy(user.uid),
    listAlertsOf(user.uid),
    listPushSubscriptionsOf(user.uid),
  ])
  if (!account) throw new AppError('unauthenticated', apiErrors.unauthenticated)
  return {
    exportedAt: now.toISOString(),
    profile: {
      profileId,
      email: account.email,
      name: account.name,
      img: account.img,
      memberSince: account.memberSince,
    },
    foods: foods.map((food) => toFood(food, now, true)),
    requests: requests.map((request) => ({
      _id: request.id,
      foodId: request.foodId,
      foodName: request.foodName,
      requestedTime: request.requestedTime,
      portions: request.portions,
      message: request.message,
      status: request.status,
      createdAt: iso(request.createdAt),
    })),
    messagesSent: messages.map((message) => ({
      _id: message.id,
      requestId: message.requestId,
      text: message.text,
      ...(message.imageUrl !== undefined && { imageUrl: message.imageUrl }),
      at: iso(message.at),
    })),
    notifications: notifications.map((event) => ({
      kind: event.kind,
      foodId: event.foodId,
      foodName: event.foodName,
      at: iso(event.at),
      read: event.read,
    })),
    reportsMade: reports.map((report) => ({
      _id: report.id,
      target: { kind: report.targetKind, id: report.targetId },
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: iso(report.createdAt),
    })),
    preferences,
    // Whom it was about stays out: that is the other person's.
    feedbackGiven: given.map((entry) => ({
      requestId: entry.requestId,
      rating: entry.rating,
      reason: entry.reason,
      comment: entry.comment,
      at: entry.createdAt.toISOString(),
    })),
    feedbackReceived: received,
    // The profile ids they blocked: public ids, which tell nothing more than the block itself.
    blocks: blocks.map((block) => ({ profileId: block.blockedProfileId, at: block.createdAt.toISOString() })),
    // Saved places, words and frequencies, as the alerts page shows them.
    alerts: alerts.map(toAlert),
    // Which browsers may be sent a push: the endpoint names one; its keys are the browser's own secret.
    pushSubscriptions: browsers.map((browser) => ({ endpoint: browser.endpoint })),
  }
}

/** Deleting an account needs a sign-in of the last few minutes, as starting a session does. */
export function assertMayDeleteAccount(user: SessionUser, now: Date): void {
  if (!isRecentSignIn(user.authTime, now)) throw new AppError('unauthenticated', apiErrors.recentSignInToDelete)
}

/**
 * The rest of the deletion, once the person's foods and open requests are gone: their messages
 * read "Message deleted", their name, photo and email leave the records that outlive them (the
 * other person's closed requests and conversations), the feedback they gave stays without their
 * name on it, the feedback about them goes with their profile, a moderator's log entries lose
 * their email, their blocks, events, alerts, browsers and choices go, and last their Auth
 * account, so their token and cookie fail from then on.
 */
export async function eraseAccount(user: SessionUser): Promise<void> {
  for (const message of await listMessagesFrom(user.uid)) {
    if (message.text !== copy.trust.messageDeleted || message.imageUrl !== undefined) {
      await replaceMessageText(message, copy.trust.messageDeleted)
    }
  }
  await forgetPersonInRequests(user.uid, copy.trust.deletedPerson)
  await forgetPersonInConversations(user.uid, copy.trust.deletedPerson)
  await forgetGiver(user.uid)
  await removeFeedbackAbout(user.uid)
  await forgetModerator(user.uid)
  await removeBlocksOf(user.uid)
  await removeNotificationsOf(user.uid)
  await removeAlertsOf(user.uid)
  await removePushSubscriptionsOf(user.uid)
  await removePreferences(user.uid)
  await removeCounters(user.uid)
  await deleteAccount(user.uid)
}
