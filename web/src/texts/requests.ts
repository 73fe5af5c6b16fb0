/** The web's own texts about requests; the spec's are in functions/src/shared/copy.ts. */
import { formatNumber } from './formats'
import en from '../locales/en/requests.json'
import { catalogue, onLanguageChanged, type Params } from './catalog'

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

/** What a bell event may say beyond its food: who acted, and the portions asked for and kept. */
export interface EventDetails {
  who?: string
  portions?: number
  portionsAsked?: number
}

const food = (name: string) => ({ food: name })

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
    portionsInvalid: (left: number) => ({ left: formatNumber(left) }),
    messageCount: (length: number, max: number) => ({ length: formatNumber(length), max: formatNumber(max) }),
    /** Beside the field: what is asked for when the person types nothing. */
    portionsDefault: (left: number) => ({ count: left }),
  },
  myPost: { waiting: (count: number) => ({ count }) },
  queue: {
    heading: (foodName: string) => ({ foodName }),
    /** The accept's number field: fewer than asked leaves the rest for others. */
    keep: (max: number) => ({ max: formatNumber(max) }),
    failed: (message: string) => ({ message }),
  },
  moves: { Accepted: moveText, Declined: moveText, Collected: moveText, 'No-show': moveText },
  myRequest: { withdraws: food },
  bell: {
    label: (count: number) => ({ count }),
    event: {
      'request-received': (name: string, { who, portions }: EventDetails = {}): Params => ({
        food: name,
        ...(who ? { who } : {}),
        ...(portions ? { portions: portionsText(portions) } : {}),
        ...(who || portions ? { context: who && portions ? 'both' : who ? 'who' : 'portions' } : {}),
      }),
      'request-accepted': (name: string, { portions, portionsAsked }: EventDetails = {}): Params =>
        portions && portionsAsked && portions < portionsAsked
          ? { food: name, kept: formatNumber(portions), asked: formatNumber(portionsAsked), context: 'fewer' }
          : portions
            ? { food: name, portions: portionsText(portions), context: 'portions' }
            : { food: name },
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
      'pickup-collected': food,
      'pickup-no-show': food,
      'food-held': food,
      'food-restored': food,
      'request-closed': food,
      'account-warned': (): Params => ({}),
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
