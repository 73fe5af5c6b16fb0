import en from '../locales/en/pwa.json'
import { catalogue } from './catalog'

const section = catalogue('pwa', en)

/** Texts of the installable app (see docs/decisions/pwa.md; the spec has none). Journeys import them too. */
export const pwaText = section('pwaText')

/** Under what a person sees offline from the copy kept on this device (their requests, their accepted foods). */
export const offlineCopyText = section('offlineCopyText', {
  asOf: (time: string) => ({ time }),
})
