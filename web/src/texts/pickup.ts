/**
 * The web's texts about pickup windows, confirmation and release (see
 * docs/decisions/pickup-on-the-web.md). Screens, tests and journeys import them, so this file
 * imports nothing from '@shared' (the journeys' tsconfig has no such alias).
 */
import { formatDateTime, formatTime } from './formats'
import en from '../locales/en/pickup.json'
import { catalogue } from './catalog'

const section = catalogue('pickup', en)

/** A moment (ISO 8601) in the reader's local time: `Nov 26, 2026, 10:00 AM`. */
export function localTimeText(iso: string): string {
  return formatDateTime(new Date(iso))
}

export const pickupText = section('pickupText', {
  form: {
    help: (max: number) => ({ max }),
    start: (index: number) => ({ index }),
    end: (index: number) => ({ index }),
    remove: (index: number) => ({ index }),
  },
  /** A window in the reader's local time: `Nov 26, 2026, 10:00 AM – 11:00 AM` (the end's date only when it differs). */
  windowRange: ({ start, end }: { start: string; end: string }) => {
    const from = new Date(start)
    const to = new Date(end)
    const sameDay = from.toDateString() === to.toDateString()
    return { from: formatDateTime(from), to: sameDay ? formatTime(to) : formatDateTime(to) }
  },
  confirmBy: (time: string) => ({ time }),
  confirmFailed: (message: string) => ({ message }),
})

/** A window in the reader's local time: `Nov 26, 2026, 10:00 AM – 11:00 AM` (the end's date only when it differs). */
export function windowText(window: { start: string; end: string }): string {
  return pickupText.windowRange(window)
}
