/**
 * The web's texts about conversations (see docs/decisions/pickup-on-the-web.md). Screens, tests
 * and journeys import them, so this file imports nothing from '@shared' (the journeys' tsconfig has
 * no such alias).
 */
import en from '../locales/en/messages.json'
import { catalogue } from './catalog'

const section = catalogue('messages', en)

export const messagesText = section('messagesText', {
  /** `1 unread`, `3 unread`. */
  unread: (count: number) => ({ count }),
  /** A conversation in the list: the other person and the food. */
  about: (other: string, food: string) => ({ other, food }),
  lastFromMe: (text: string) => ({ text }),
  /** The top bar's icon. */
  topBar: (count: number) => ({ count }),
  thread: {
    heading: (other: string) => ({ other }),
    about: (food: string) => ({ food }),
    failed: (message: string) => ({ message }),
    photoFailed: (message: string) => ({ message }),
  },
  openWith: (other: string) => ({ other }),
  openAbout: (food: string) => ({ food }),
})
