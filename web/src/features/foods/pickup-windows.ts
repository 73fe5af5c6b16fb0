/** A pickup window as the form's two `datetime-local` inputs hold it: `2026-11-26T10:00`, the donor's local time. */
export interface PickupWindowValues {
  start: string
  end: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A `datetime-local` value as ISO 8601 with the browser's offset (`2026-11-26T10:00:00+01:00`), as
 * the API takes it. Anything else goes as typed, for the schema to name.
 */
export function offsetIsoOf(local: string): string {
  const date = new Date(local)
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) || Number.isNaN(date.getTime())) return local
  const offset = -date.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  return `${local}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
}

/** An ISO 8601 moment as a `datetime-local` value in the browser's time. */
export function localInputOf(iso: string): string {
  const date = new Date(iso)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

function sameWindows(a: readonly PickupWindowValues[], b: readonly PickupWindowValues[]): boolean {
  return (
    a.length === b.length &&
    a.every((window, index) => window.start === b[index]?.start && window.end === b[index]?.end)
  )
}

/**
 * What the form sends: nothing when the windows are as they were (a spec client's body, and an
 * edit that keeps the food's windows as they are, even one already begun), else all of them.
 */
export function pickupWindowsToSend(
  windows: readonly PickupWindowValues[],
  initial: readonly PickupWindowValues[],
): { start: string; end: string }[] | undefined {
  if (sameWindows(windows, initial)) return undefined
  return windows.map(({ start, end }) => ({ start: offsetIsoOf(start), end: offsetIsoOf(end) }))
}
