import { SOMETHING_WENT_WRONG } from '../texts/errors'

/** The text to show for a caught error: its own message, or a plain apology for anything else thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG
}
