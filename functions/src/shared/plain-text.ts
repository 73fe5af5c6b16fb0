/**
 * What people type to each other is stored and shown as plain text. Control characters other
 * than line breaks, and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * are removed rather than refused: they arrive unseen in pasted text, and what they can do is
 * make a message read as something it is not (a reversed link, a fake line of the app).
 */
// eslint-disable-next-line no-control-regex -- these are exactly the characters this removes
const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g

export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(HIDDEN, '')
}

/**
 * JSON can carry half a UTF-16 surrogate pair ("\ud800"); Firestore stores UTF-8 only and
 * refuses the whole write, so such text is the client's mistake (400), not ours (500).
 */
const LONE_SURROGATE = /\p{Cs}/u
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value)
}
