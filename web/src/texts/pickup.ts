/**
 * The web's texts about pickup windows, confirmation and release (see
 * docs/decisions/pickup-on-the-web.md). Screens, tests and journeys import them, so this file
 * imports nothing from '@shared' (the journeys' tsconfig has no such alias).
 */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' })

/** A moment (ISO 8601) in the reader's local time: `Nov 26, 2026, 10:00 AM`. */
export function localTimeText(iso: string): string {
  return dateTime.format(new Date(iso))
}

/** A window in the reader's local time: `Nov 26, 2026, 10:00 AM – 11:00 AM` (the end's date only when it differs). */
export function windowText({ start, end }: { start: string; end: string }): string {
  const from = new Date(start)
  const to = new Date(end)
  const sameDay = from.toDateString() === to.toDateString()
  return `${dateTime.format(from)} – ${sameDay ? timeOnly.format(to) : dateTime.format(to)}`
}

export const pickupText = {
  form: {
    legend: 'Pickup windows',
    help: (max: number) => `Optional: up to ${max} times when the food can be picked up, in your local time.`,
    start: (index: number) => `Window ${index} starts`,
    end: (index: number) => `Window ${index} ends`,
    add: 'Add a pickup window',
    remove: (index: number) => `Remove window ${index}`,
  },
  request: {
    legend: 'Pickup window',
    help: 'Choose when you will pick it up.',
    required: 'Choose a pickup window',
    none: 'No pickup window is open any more.',
  },
  window: 'Pickup window',
  confirmBy: (time: string) => `Confirm pickup by ${time}`,
  confirm: 'Confirm',
  confirmed: 'Pickup confirmed',
  confirmDone: 'Pickup confirmed',
  confirmFailed: (message: string) => `Could not confirm the pickup: ${message}`,
  addToCalendar: 'Add to calendar',
  /** What the donor's queue says of an accepted request, and of one that was released. */
  queue: {
    confirmed: 'Confirmed',
    waiting: 'Waiting for confirmation',
    released: 'Released',
  },
} as const
