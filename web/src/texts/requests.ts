/** The web's own texts about requests; the spec's are in functions/src/shared/copy.ts. */

/** `1 portion`, `3 portions`. */
export function portionsText(count: number): string {
  return `${count} ${count === 1 ? 'portion' : 'portions'}`
}

/** What the donor's answer buttons say, what they ask first, and what they report after. */
export interface MoveText {
  button: string
  title: string
  text: (requester: string, portions: number) => string
  confirmButton: string
  done: string
}

/**
 * Texts of the sharing loop (see docs/product.md, Requests; the spec has none). Screens, tests and
 * journeys import them, so this file imports nothing from '@shared' (the journeys' tsconfig has no
 * such alias): the screens that index `moves` and `bell.event` by state and kind check that each
 * one is here.
 */
export const loopText = {
  portionsLeft: (left: number, quantity: number) => `${left} of ${quantity} portions left`,
  /** A card's fact label, beside `portionsLeftShort`. */
  portionsLeftLabel: 'Portions left',
  portionsLeftShort: (left: number, quantity: number) => `${left} of ${quantity}`,
  form: {
    portions: 'Portions',
    portionsHelp: (left: number) => `1 to ${left}`,
    portionsInvalid: (left: number) => `Choose a whole number from 1 to ${left}`,
    message: 'Message to the donor (optional)',
    messageCount: (length: number, max: number) => `${length}/${max}`,
  },
  myPost: {
    waiting: (count: number) => `${count} ${count === 1 ? 'request' : 'requests'} waiting`,
    requests: 'Requests',
  },
  queue: {
    heading: (foodName: string) => `Requests for ${foodName}`,
    back: 'Back to My Posted Foods',
    empty: 'Nobody has asked for this food yet.',
    columns: ['Requester', 'Portions', 'Asked at', 'Message', 'Status', 'Answer'],
    noMessage: 'No message',
    failed: (message: string) => `Could not answer the request: ${message}`,
  },
  moves: {
    Accepted: {
      button: 'Accept',
      title: 'Accept this request?',
      text: (requester, portions) => `${portionsText(portions)} will be kept for ${requester}.`,
      confirmButton: 'Yes, accept',
      done: 'Request accepted',
    } satisfies MoveText,
    Declined: {
      button: 'Decline',
      title: 'Decline this request?',
      text: (requester) => `${requester} will be told the food is not for them.`,
      confirmButton: 'Yes, decline',
      done: 'Request declined',
    } satisfies MoveText,
    Collected: {
      button: 'Collected',
      title: 'Mark as collected?',
      text: (requester, portions) => `${requester} picked up ${portionsText(portions)}.`,
      confirmButton: 'Yes, collected',
      done: 'Marked as collected',
    } satisfies MoveText,
    'No-show': {
      button: 'No-show',
      title: 'Mark as a no-show?',
      text: (requester, portions) => `${requester} did not come; ${portionsText(portions)} go back on offer.`,
      confirmButton: 'Yes, no-show',
      done: 'Marked as a no-show',
    } satisfies MoveText,
  },
  myRequest: {
    status: 'Status',
    pickUpAt: 'Pick up at',
    pickUpBy: 'Pick up by',
  },
  bell: {
    label: (unread: number) => `Notifications: ${unread} unread`,
    menu: 'Notifications',
    empty: 'No notifications yet',
    event: {
      'request-received': (food: string) => `Someone asked for ${food}`,
      'request-accepted': (food: string) => `Your request for ${food} was accepted`,
      'request-declined': (food: string) => `Your request for ${food} was declined`,
      'request-withdrawn': (food: string) => `A request for ${food} was withdrawn`,
      'food-deleted': (food: string) => `${food} was removed by its donor`,
      'message-received': (food: string) => `New message about ${food}`,
      'pickup-reminder': (food: string) => `Pickup of ${food} is coming up`,
      'request-released': (food: string) => `The pickup of ${food} was not confirmed in time and was released`,
      'portions-free': (food: string) => `Portions of ${food} are free again`,
      'outcome-due': (food: string) => `Was ${food} collected? Mark the pickup`,
      'pickup-confirmed': (food: string) => `A pickup of ${food} was confirmed`,
      'food-near-you': (food: string) => `New near you: ${food}`,
      'food-held': (food: string) => `${food} was reported and is hidden until a moderator looks at it`,
      'food-restored': (food: string) => `${food} is listed again`,
      'request-closed': (food: string) => `A request for ${food} was closed: the other account is no longer active`,
      'account-warned': () => 'A moderator warned you: please keep to the rules',
    },
  },
  impact: {
    label: 'Our impact',
    shared: (portions: number, donors: number) =>
      `${portionsText(portions)} shared by ${donors} ${donors === 1 ? 'donor' : 'donors'}`,
    posted: (foods: number) => `${foods} ${foods === 1 ? 'food' : 'foods'} posted`,
  },
} as const

/** Texts of the request modal the spec does not spell out (it names the fields only). */
export const requestModalText = {
  title: 'Request Food',
  cancel: 'Cancel',
  failed: 'Could not send the request',
  labels: {
    foodName: 'Food Name',
    foodImg: 'Food Image URL',
    foodId: 'Food Id',
    donatorEmail: 'Donator Email',
    donatorName: 'Donator Name',
    userEamil: 'User Email',
    requestedTime: 'Request Time',
    location: 'Pickup Location',
    expireDateTime: 'Expire Date',
    foodStatus: 'Food Status',
  },
} as const

/** Title of the dialog when a delete fails; the server's reason is its text. */
export const deleteRequestFailed = 'Could not delete the request'
