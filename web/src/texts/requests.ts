/** The web's own texts about requests; the spec's are in functions/src/shared/copy.ts. */
import { formatNumber } from './formats'
import en from '../locales/en/requests.json'
import { catalogue, onLanguageChanged } from './catalog'

const section = catalogue('requests', en)

const requestsText = section('requestsText', {
  portions: (count: number) => ({ count }),
})

/** `1 portion`, `3 portions`. */
export function portionsText(count: number): string {
  return requestsText.portions(count)
}

/** What the donor's answer buttons say, what they ask first, and what they report after. */
export interface MoveText {
  button: string
  title: string
  text: (requester: string, portions: number) => string
  confirmButton: string
  done: string
}

const moveText = { text: (requester: string, portions: number) => ({ requester, count: portions }) }

/**
 * Texts of the sharing loop (see docs/product.md, Requests; the spec has none). Screens, tests and
 * journeys import them, so this file imports nothing from '@shared' (the journeys' tsconfig has no
 * such alias): the screens that index `moves` and `bell.event` by state and kind check that each
 * one is here.
 */
export const loopText = section('loopText', {
  portionsLeft: (left: number, quantity: number) => ({ left: formatNumber(left), count: quantity }),
  portionsLeftShort: (left: number, quantity: number) => ({
    left: formatNumber(left),
    quantity: formatNumber(quantity),
  }),
  form: {
    portionsHelp: (left: number) => ({ left: formatNumber(left) }),
    portionsInvalid: (left: number) => ({ left: formatNumber(left) }),
    messageCount: (length: number, max: number) => ({ length: formatNumber(length), max: formatNumber(max) }),
  },
  myPost: { waiting: (count: number) => ({ count }) },
  queue: {
    heading: (foodName: string) => ({ foodName }),
    failed: (message: string) => ({ message }),
  },
  moves: { Accepted: moveText, Declined: moveText, Collected: moveText, 'No-show': moveText },
  bell: {
    label: (count: number) => ({ count }),
    event: {
      'request-received': (food: string) => ({ food }),
      'request-accepted': (food: string) => ({ food }),
      'request-declined': (food: string) => ({ food }),
      'request-withdrawn': (food: string) => ({ food }),
      'food-deleted': (food: string) => ({ food }),
      'message-received': (food: string) => ({ food }),
      'pickup-reminder': (food: string) => ({ food }),
      'request-released': (food: string) => ({ food }),
      'portions-free': (food: string) => ({ food }),
      'outcome-due': (food: string) => ({ food }),
      'pickup-confirmed': (food: string) => ({ food }),
      'food-near-you': (food: string) => ({ food }),
    },
  },
  impact: {
    shared: (portions: number, donors: number) => ({ portions: portionsText(portions), count: donors }),
    posted: (foods: number) => ({ count: foods }),
  },
})

/** Texts of the request modal the spec does not spell out (it names the fields only). */
export const requestModalText = section('requestModalText')

/** Title of the dialog when a delete fails; the server's reason is its text. A live binding. */
export let deleteRequestFailed = requestsText.deleteFailed
onLanguageChanged(() => {
  deleteRequestFailed = requestsText.deleteFailed
})
