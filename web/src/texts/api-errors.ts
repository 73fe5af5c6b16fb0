/** The API's error texts (functions/src/shared/copy.ts's `apiErrors`) in the reader's language, by the same keys. */
import en from '../locales/en/api-errors.json'
import { catalogue } from './catalog'

const section = catalogue('api-errors', en)

export const apiErrorText = section('apiErrors')

/** The web's own words for a call that got no readable answer. */
export const clientErrorText = section('clientErrors', {
  requestFailed: (status: number) => ({ status }),
})
