import en from '../locales/en/channels.json'
import { catalogue } from './catalog'

const section = catalogue('channels', en)

/**
 * Texts of /account/notifications: events × channels, quiet hours, digest, push on this device.
 * `kinds` names every notification kind: the table indexes it by each, so a new kind needs its words here.
 */
export const channelsText = section('channelsText', {
  pushFor: (kind: string) => ({ kind }),
  emailFor: (kind: string) => ({ kind }),
})
