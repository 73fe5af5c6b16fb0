/**
 * The web's texts about conversations (see docs/decisions/pickup-on-the-web.md). Screens, tests
 * and journeys import them, so this file imports nothing from '@shared' (the journeys' tsconfig has
 * no such alias).
 */

/** `1 unread`, `3 unread`. */
function unreadText(count: number): string {
  return `${count} unread`
}

export const messagesText = {
  heading: 'Messages',
  listLabel: 'Conversations',
  empty: 'No conversations yet. Ask for a food, or answer a request, and you can talk about the pickup here.',
  unread: unreadText,
  /** A conversation in the list: the other person and the food. */
  about: (other: string, food: string) => `${other} · ${food}`,
  lastFromMe: (text: string) => `You: ${text}`,
  noMessage: 'No messages yet',
  /** Added to the bell's event when a withdrawal or a deleted food ended the conversation. */
  conversationEnded: 'Its conversation has ended.',
  /** The top bar's icon. */
  topBar: (unread: number) => `Messages: ${unreadText(unread)}`,
  thread: {
    heading: (other: string) => `Conversation with ${other}`,
    unknownHeading: 'Conversation',
    about: (food: string) => `About ${food}`,
    back: 'All messages',
    log: 'Messages of this conversation',
    older: 'Show older messages',
    empty: 'No messages yet. Say hello, or agree a time.',
    you: 'You',
    seen: 'Seen',
    photoAlt: 'Photo sent in the conversation',
    field: 'Message',
    hint: 'Enter sends, Shift+Enter starts a new line',
    send: 'Send',
    photo: 'Add a photo',
    photoAttached: 'Photo attached',
    removePhoto: 'Remove the photo',
    /** The text of a message that is only a photo (the API needs some text). */
    photoOnly: 'Photo',
    uploading: 'Uploading the photo…',
    failed: (message: string) => `Could not send the message: ${message}`,
    photoFailed: (message: string) => `Could not upload the photo: ${message}`,
  },
  /** The centred lines a conversation shows for each move of its request. */
  events: {
    'request-accepted': 'The donor accepted the request',
    'request-declined': 'The donor declined the request',
    'request-collected': 'The food was collected',
    'request-no-show': 'The donor marked the pickup as a no-show',
    'request-released': 'The pickup was not confirmed in time: the portions went back on offer',
    'pickup-confirmed': 'The pickup was confirmed',
  },
  /** Links to a conversation from the lists of requests. */
  open: 'Messages',
  openWith: (other: string) => `Messages with ${other}`,
  openAbout: (food: string) => `Messages about ${food}`,
  /** The food's details page, for someone who asked for it. */
  openWithDonor: 'Message the donor',
} as const
