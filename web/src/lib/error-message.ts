/** The text to show for a caught error: its message, or the thrown value itself. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
