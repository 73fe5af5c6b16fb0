/** The web's own texts for failures; the API's error texts are in functions/src/shared/copy.ts. */

/** What a person sees when the API answers something the app cannot read (a bug, not their fault). */
export const SOMETHING_WENT_WRONG = 'Something went wrong'

/** A call that never reached the server; a form that shows it keeps what was typed. */
export const NOT_SENT = 'Not sent: FoodShare could not be reached. Check your connection and try again.'
