/** What a person sees when the API answers something the app cannot read (a bug, not their fault). */
export const SOMETHING_WENT_WRONG = 'Something went wrong'

/** The text to show for a caught error: its own message, or a plain apology for anything else thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG
}
