/**
 * The spec's texts (functions/src/shared/copy.ts, which the API and tests read) in the reader's
 * language: the same shape as `copy`, read from the catalogues. A unit test holds the English
 * catalogue to copy.ts letter for letter.
 */
import en from '../locales/en/copy.json'
import { catalogue } from './catalog'

const section = catalogue('copy', en)

export const copy = section('copy', {
  allFood: { heading: (count: number) => ({ count }) },
  toast: {
    somethingWentWrong: (message: string) => ({ message }),
    profileUpdateFailed: (message: string) => ({ message }),
  },
})
