/** The web's own texts about requests; the spec's are in functions/src/shared/copy.ts. */

/** `1 portion`, `3 portions`. */
export function portionsText(count: number): string {
  return `${count} ${count === 1 ? 'portion' : 'portions'}`
}

/** What a bell event may say beyond its food: who acted, and the portions asked for and kept. */
export interface EventDetails {
  who?: string
  portions?: number
  portionsAsked?: number
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
    /** Beside the field: what is asked for when the person types nothing. */
    portionsDefault: (left: number) =>
      left === 1 ? 'You ask for the 1 portion left.' : `You ask for all ${left} unless you type fewer.`,
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
    /** The accept's number field: fewer than asked leaves the rest for others. */
    keep: (max: number) => `Portions to keep (1 to ${max})`,
  },
  moves: {
    Accepted: {
      button: 'Accept',
      title: 'Accept this request?',
      text: (requester, portions) => `${requester} asked for ${portionsText(portions)}.`,
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
    /** The column of the request's own state, beside the spec's 'Food Status' (the food's, now). */
    status: 'Your Request',
    foodNow: 'The food now:',
    yourRequest: 'Your request:',
    foodGone: 'No longer listed',
    withdraws: (food: string) => `This withdraws your request for ${food}; the donor will be told`,
    pickUpAt: 'Pick up at',
    pickUpBy: 'Pick up by',
  },
  bell: {
    label: (unread: number) => `Notifications: ${unread} unread`,
    menu: 'Notifications',
    empty: 'No notifications yet',
    event: {
      'request-received': (food: string, { who, portions }: EventDetails = {}) =>
        `${who ?? 'Someone'} asked for ${portions ? `${portionsText(portions)} of ` : ''}${food}`,
      'request-accepted': (food: string, { portions, portionsAsked }: EventDetails = {}) =>
        portions && portionsAsked && portions < portionsAsked
          ? `Your request for ${food} was accepted: ${portions} of the ${portionsAsked} portions you asked for are kept for you`
          : `Your request for ${food} was accepted${portions ? ` (${portionsText(portions)})` : ''}`,
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
      'pickup-collected': (food: string) => `The donor marked your pickup of ${food} as Collected`,
      'pickup-no-show': (food: string) => `The donor marked your pickup of ${food} as No-show`,
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
  /** Above the spec's read-only fields, below what the person chooses. */
  prefilled: 'Filled in for you',
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
