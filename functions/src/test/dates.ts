/** The one "date N days from now" of the functions tests and scripts: `YYYY-MM-DD` in UTC. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
