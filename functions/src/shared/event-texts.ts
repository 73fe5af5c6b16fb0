/**
 * What a push or an email says of each event, in one sentence, and where it leads in the app.
 * A Record over every kind, so a new kind cannot reach the channels without its words.
 */
import type { NotificationKind } from './request-status'

export const EVENT_TITLES: Record<NotificationKind, string> = {
  'request-received': 'New request',
  'request-accepted': 'Request accepted',
  'request-declined': 'Request declined',
  'request-withdrawn': 'Request withdrawn',
  'food-deleted': 'Food removed',
  'message-received': 'New message',
  'pickup-reminder': 'Pickup coming up',
  'request-released': 'Pickup released',
  'portions-free': 'Portions free again',
  'outcome-due': 'Was it collected?',
  'pickup-confirmed': 'Pickup confirmed',
  'food-near-you': 'New food near you',
  'food-held': 'Food held for review',
  'food-restored': 'Food listed again',
  'request-closed': 'Request closed',
  'account-warned': 'A warning from the moderators',
}

export const EVENT_SENTENCES: Record<NotificationKind, (food: string) => string> = {
  'request-received': (food) => `Someone asked for ${food}.`,
  'request-accepted': (food) => `Your request for ${food} was accepted.`,
  'request-declined': (food) => `Your request for ${food} was declined.`,
  'request-withdrawn': (food) => `A request for ${food} was withdrawn.`,
  'food-deleted': (food) => `${food} was removed by its donor.`,
  'message-received': (food) => `You have a new message about ${food}.`,
  'pickup-reminder': (food) => `The pickup of ${food} is coming up soon.`,
  'request-released': (food) => `The pickup of ${food} was not confirmed in time and was released.`,
  'portions-free': (food) => `Portions of ${food} are free again.`,
  'outcome-due': (food) => `Was ${food} collected? Mark the pickup as Collected or No-show.`,
  'pickup-confirmed': (food) => `A pickup of ${food} was confirmed.`,
  'food-near-you': (food) => `${food} was just shared near you.`,
  'food-held': (food) => `${food} was reported and is hidden from the lists until a moderator looks at it.`,
  'food-restored': (food) => `${food} is listed again.`,
  'request-closed': (food) => `A request for ${food} was closed: the other person's account is no longer active.`,
  'account-warned': () => 'A moderator warned you about something you shared or wrote. Please keep to the rules.',
}

/** The app's page for the event, as a path: the web's routes (web/src/config/paths.ts). */
export function eventPath(kind: NotificationKind, foodId: string): string {
  const id = encodeURIComponent(foodId)
  switch (kind) {
    case 'request-received':
    case 'request-withdrawn':
    case 'outcome-due':
    case 'pickup-confirmed':
      return `/mypost/${id}/requests`
    case 'message-received':
      return '/messages'
    case 'food-deleted':
    case 'request-closed':
      return '/myrequest'
    case 'account-warned':
      return '/'
    default:
      return `/details/${id}`
  }
}

export const EMAIL_TEXTS = {
  digestSubject: (count: number) => `FoodShare: ${count} ${count === 1 ? 'thing' : 'things'} since yesterday`,
  digestIntro: 'Here is what happened since your last digest:',
  open: 'Open FoodShare',
  unsubscribe: (title: string) => `Stop emails like this (${title})`,
  unsubscribed: (title: string) => `You will get no more emails for: ${title}.`,
  unsubscribeConfirm: (title: string) => `Stop emails for: ${title}?`,
  unsubscribeButton: 'Unsubscribe',
  badLink: 'This unsubscribe link is not valid.',
} as const
