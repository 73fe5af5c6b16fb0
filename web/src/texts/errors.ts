/** The web's own texts for failures; the API's error texts are in functions/src/shared/copy.ts. */
import en from '../locales/en/errors.json'
import { catalogue, onLanguageChanged } from './catalog'

const section = catalogue('errors', en)

const errorsText = section('errorsText')

/** What a person sees when the API answers something the app cannot read (a bug, not their fault). A live binding. */
export let SOMETHING_WENT_WRONG = errorsText.somethingWentWrong
/** A call that never reached the server; a form that shows it keeps what was typed. A live binding. */
export let NOT_SENT = errorsText.notSent
onLanguageChanged(() => {
  SOMETHING_WENT_WRONG = errorsText.somethingWentWrong
  NOT_SENT = errorsText.notSent
})
