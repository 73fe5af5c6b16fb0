import { randomBytes } from 'node:crypto'
import { type DocumentSnapshot, FieldValue, type Transaction, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import type { Participant } from '../domain/conversation'
import { counted, db, firestoreCall } from './firebase'
import type { Page, PageRequest } from '../shared/paging'
import {
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUSES,
  type RequestStatus,
  SYSTEM_MESSAGE_KINDS,
  type SystemMessageKind,
} from '../shared/request-status'
import { cannotExist } from './document-ids'
import { bumpCounter } from './counters'
import { creationKey, pageOf, SORT_ORDERS } from './pages'

/**
 * A conversation per request (docs/decisions/pickup.md): `conversations/{requestId}` holds who
 * takes part, the request's state, the last message, each side's unread count and read mark, and
 * a `version` that moves with every message and every read (the ETag of a poll, so an unchanged
 * poll reads this one document). Messages are `messages/{key}`, top level beside their
 * `requestId` (the Node stand-in queries no collection group), their id the key they sort by.
 */
export const conversations = db.collection('conversations')
export const messages = db.collection('messages')

const face = z.object({ name: z.string(), img: z.string() })

const storedConversation = z.object({
  requestId: z.string(),
  foodId: z.string(),
  foodName: z.string(),
  foodImg: z.string(),
  requesterUid: z.string(),
  donorUid: z.string(),
  requester: face,
  donor: face,
  status: z.enum(REQUEST_STATUSES),
  closedAt: z.instanceof(Timestamp).nullish(),
  version: z.number().default(0),
  lastMessage: z.object({ text: z.string(), at: z.instanceof(Timestamp), fromUid: z.string() }).nullish(),
  unreadRequester: z.number().default(0),
  unreadDonor: z.number().default(0),
  readKeyRequester: z.string().default(''),
  readKeyDonor: z.string().default(''),
})
export type StoredConversation = z.infer<typeof storedConversation>

/** Who a conversation is between and what it is about: written whole with every event. */
export type ConversationIdentity = Pick<
  StoredConversation,
  'requestId' | 'foodId' | 'foodName' | 'foodImg' | 'requesterUid' | 'donorUid' | 'requester' | 'donor'
>

/** A system message's sender. */
export const SYSTEM = 'system'

const storedMessage = z.object({
  requestId: z.string(),
  fromUid: z.string(),
  text: z.string(),
  imageUrl: z.string().optional(),
  kind: z.enum(SYSTEM_MESSAGE_KINDS).optional(),
  at: z.instanceof(Timestamp),
})
export type StoredMessage = z.infer<typeof storedMessage> & { id: string }

export interface NewMessage {
  fromUid: string
  text: string
  imageUrl?: string
  kind?: SystemMessageKind
}

const unreadField = (side: Participant) => (side === 'requester' ? 'unreadRequester' : 'unreadDonor')
const readKeyField = (side: Participant) => (side === 'requester' ? 'readKeyRequester' : 'readKeyDonor')
export const unreadOf = (conversation: StoredConversation, side: Participant) => conversation[unreadField(side)]
export const readKeyOf = (conversation: StoredConversation, side: Participant) => conversation[readKeyField(side)]
export const uidOf = (conversation: ConversationIdentity, side: Participant) =>
  side === 'requester' ? conversation.requesterUid : conversation.donorUid

function toConversation(doc: DocumentSnapshot): StoredConversation {
  return storedConversation.parse(doc.data())
}

function toMessage(doc: DocumentSnapshot): StoredMessage {
  return { ...storedMessage.parse(doc.data()), id: doc.id }
}

/** A message's id is its sort key: the time, then random letters, so ids sort as messages were written. */
function newMessageKey(now: Date): string {
  return creationKey(now.getTime(), randomBytes(6).toString('hex')).replace('_', 'x')
}

/** The conversation's fields an event sets: identity, and the last message and activity when it adds one. */
function eventFields(identity: ConversationIdentity, message: NewMessage | undefined, now: Date, key: string) {
  const at = Timestamp.fromDate(now)
  return {
    ...identity,
    participants: [identity.requesterUid, identity.donorUid],
    version: FieldValue.increment(1),
    ...(message && { lastMessage: { text: message.text, at, fromUid: message.fromUid } }),
    // `GET /conversations` lists by latest activity, through the store's newest-first paging.
    [SORT_ORDERS.newest.field]: creationKey(at.toMillis(), identity.requestId),
    lastKey: key,
  }
}

function writeMessage(tx: Transaction, key: string, requestId: string, message: NewMessage, now: Date): void {
  tx.create(messages.doc(key), {
    key,
    requestId,
    fromUid: message.fromUid,
    text: message.text,
    ...(message.imageUrl !== undefined && { imageUrl: message.imageUrl }),
    ...(message.kind !== undefined && { kind: message.kind }),
    at: Timestamp.fromDate(now),
  })
}

/** With the request's ask: the conversation, and the request's message as its first. */
export function startConversation(
  tx: Transaction,
  identity: ConversationIdentity,
  firstMessage: string,
  now: Date,
): void {
  const message = firstMessage === '' ? undefined : { fromUid: identity.requesterUid, text: firstMessage }
  const key = newMessageKey(now)
  tx.set(conversations.doc(identity.requestId), {
    ...eventFields(identity, message, now, key),
    status: 'Requested' satisfies RequestStatus,
    closedAt: null,
    lastMessage: message ? { text: message.text, at: Timestamp.fromDate(now), fromUid: message.fromUid } : null,
    version: 1,
    unreadRequester: 0,
    unreadDonor: message ? 1 : 0,
    readKeyRequester: '',
    readKeyDonor: '',
  })
  if (message) {
    writeMessage(tx, key, identity.requestId, message, now)
    bumpCounter(tx, identity.donorUid, 'messages', 1)
  }
}

/** What a system message says; `kind` names the event for clients that show their own words. */
const SYSTEM_TEXTS: Readonly<Record<SystemMessageKind, string>> = {
  'request-accepted': 'The donor accepted the request.',
  'request-declined': 'The donor declined the request.',
  'request-collected': 'The food was collected.',
  'request-no-show': 'The donor marked the pickup as missed.',
  'request-released': 'The pickup was not confirmed in time, so the portions were released.',
  'pickup-confirmed': 'The requester confirmed the pickup.',
}

/**
 * A state move of the request, in its transaction: the conversation learns the new status (and
 * when it closed) and shows the event as a system message. Merged, so a request asked before
 * conversations existed gets one at its first move.
 */
export function recordMove(
  tx: Transaction,
  identity: ConversationIdentity,
  status: RequestStatus,
  kind: SystemMessageKind,
  now: Date,
): void {
  const key = newMessageKey(now)
  const message = { fromUid: SYSTEM, text: SYSTEM_TEXTS[kind], kind }
  tx.set(
    conversations.doc(identity.requestId),
    {
      ...eventFields(identity, message, now, key),
      status,
      closedAt: OPEN_REQUEST_STATUSES.includes(status) ? null : Timestamp.fromDate(now),
    },
    { merge: true },
  )
  writeMessage(tx, key, identity.requestId, message, now)
}

/**
 * A person's message. The conversation's update goes first and fails on a conversation that ended
 * meanwhile, so no message outlives it (the Node stand-in stops a commit at its first failure).
 */
export function addMessage(
  tx: Transaction,
  conversation: StoredConversation,
  to: Participant,
  message: NewMessage,
  now: Date,
): string {
  const key = newMessageKey(now)
  tx.update(conversations.doc(conversation.requestId), {
    ...eventFields(conversation, message, now, key),
    [unreadField(to)]: FieldValue.increment(1),
  })
  writeMessage(tx, key, conversation.requestId, message, now)
  bumpCounter(tx, uidOf(conversation, to), 'messages', 1)
  return key
}

/** Marks everything so far read for one side: its unread count goes back to 0 by an increment, as it went up. */
export function markConversationRead(
  tx: Transaction,
  conversation: StoredConversation & { lastKey: string },
  side: Participant,
): void {
  const unread = unreadOf(conversation, side)
  tx.update(conversations.doc(conversation.requestId), {
    [unreadField(side)]: FieldValue.increment(-unread),
    [readKeyField(side)]: conversation.lastKey,
    version: FieldValue.increment(1),
  })
  bumpCounter(tx, uidOf(conversation, side), 'messages', -unread)
}

type Keyed = StoredConversation & { lastKey: string }

function toKeyed(doc: DocumentSnapshot): Keyed {
  const lastKey: unknown = doc.get('lastKey')
  return { ...toConversation(doc), lastKey: typeof lastKey === 'string' ? lastKey : '' }
}

export async function findConversation(requestId: string): Promise<Keyed | undefined> {
  if (cannotExist(requestId)) return undefined
  const snapshot = await firestoreCall(() => conversations.doc(requestId).get())
  return snapshot.exists ? toKeyed(snapshot) : undefined
}

export async function readConversation(tx: Transaction, requestId: string): Promise<Keyed | undefined> {
  if (cannotExist(requestId)) return undefined
  const snapshot = counted(await tx.get(conversations.doc(requestId)))
  return snapshot.exists ? toKeyed(snapshot) : undefined
}

/** Inside a change, before its writes: the conversations that end with it (those that exist). */
export async function readConversations(tx: Transaction, requestIds: readonly string[]): Promise<Keyed[]> {
  const found = await Promise.all(requestIds.map((id) => readConversation(tx, id)))
  return found.filter((conversation): conversation is Keyed => conversation !== undefined)
}

/** The newest `limit` messages before `before` (a message id), newest first, and whether there are older ones. */
export async function listMessages(
  requestId: string,
  before: string | undefined,
  limit: number,
): Promise<{ items: StoredMessage[]; more: boolean }> {
  let query = messages.where('requestId', '==', requestId)
  if (before !== undefined) query = query.where('key', '<', before)
  const snapshot = await firestoreCall(() =>
    query
      .orderBy('key', 'desc')
      .limit(limit + 1)
      .get(),
  )
  return { items: snapshot.docs.slice(0, limit).map(toMessage), more: snapshot.size > limit }
}

/** The caller's conversations, latest activity first, a page at a time. */
export function listConversationsOf(uid: string, page: PageRequest): Promise<Page<StoredConversation>> {
  return pageOf(conversations.where('participants', 'array-contains', uid), page, toConversation)
}

/**
 * Ends a conversation with its request (withdrawn, or its food deleted), in that change: the
 * document goes, and its unread messages leave the two people's counts. The messages themselves
 * go after the commit (`removeMessagesOf`): there may be more than one commit can hold.
 */
export function endConversation(tx: Transaction, conversation: StoredConversation): void {
  tx.delete(conversations.doc(conversation.requestId))
  bumpCounter(tx, conversation.requesterUid, 'messages', -conversation.unreadRequester)
  bumpCounter(tx, conversation.donorUid, 'messages', -conversation.unreadDonor)
}

const DELETE_BATCH = 400

/** After a change that ended conversations: their messages, in batches (a conversation may hold more than one commit can). */
export async function removeMessagesOf(requestIds: readonly string[]): Promise<void> {
  for (const requestId of requestIds) await removeMessagesOfOne(requestId)
}

async function removeMessagesOfOne(requestId: string): Promise<void> {
  for (;;) {
    const snapshot = await firestoreCall(() => messages.where('requestId', '==', requestId).limit(DELETE_BATCH).get())
    if (snapshot.empty) return
    const batch = db.batch()
    for (const doc of snapshot.docs) batch.delete(doc.ref)
    await firestoreCall(() => batch.commit())
    if (snapshot.size < DELETE_BATCH) return
  }
}

/** A request's conversation partners as the request and its food name them. */
export function conversationIdentity(
  request: {
    foodId: string
    foodName: string
    foodImg: string
    requesterUid: string
    donatorUid: string
    userEamil: string
    requester?: { name: string; img: string } | undefined
    donator: { name: string }
  },
  requestId: string,
  donorImg: string,
): ConversationIdentity {
  return {
    requestId,
    foodId: request.foodId,
    foodName: request.foodName,
    foodImg: request.foodImg,
    requesterUid: request.requesterUid,
    donorUid: request.donatorUid,
    // Requests stored before the sharing loop kept only the requester's email: never shown here.
    requester: { name: request.requester?.name ?? 'Requester', img: request.requester?.img ?? '' },
    donor: { name: request.donator.name, img: donorImg },
  }
}

/** Runs `work` in one transaction (reads first, then writes), for the conversation's own changes. */
export function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return firestoreCall(() => db.runTransaction(work))
}

export async function findMessage(id: string): Promise<StoredMessage | undefined> {
  if (cannotExist(id)) return undefined
  const snapshot = await firestoreCall(() => messages.doc(id).get())
  return snapshot.exists ? toMessage(snapshot) : undefined
}

/** Everything a person wrote, for their export and their account's deletion. */
export async function listMessagesFrom(uid: string): Promise<StoredMessage[]> {
  const snapshot = await firestoreCall(() => messages.where('fromUid', '==', uid).get())
  return snapshot.docs.map(toMessage)
}

/**
 * Replaces a message's text (its photo goes too) with `text`, and the conversation's last message
 * when it was that one, in one transaction: a moderator's removal, or its writer's deletion. The
 * other person's messages and the conversation itself stay whole.
 */
export function replaceMessageText(message: StoredMessage, text: string): Promise<void> {
  return firestoreCall(() =>
    db.runTransaction(async (tx) => {
      const conversation = await readConversation(tx, message.requestId)
      tx.update(messages.doc(message.id), { text, imageUrl: FieldValue.delete() })
      const last = conversation?.lastMessage
      if (last && last.fromUid === message.fromUid && last.at.isEqual(message.at)) {
        tx.update(conversations.doc(message.requestId), { 'lastMessage.text': text, version: FieldValue.increment(1) })
      }
    }),
  )
}

/** Whether any message shows the photo at `url` (housekeeping keeps it then). */
export async function isImageInMessages(url: string): Promise<boolean> {
  const snapshot = await firestoreCall(() => messages.where('imageUrl', '==', url).limit(1).get())
  return !snapshot.empty
}

/** A deleted account's name and photo leave the conversations it took part in; the other person keeps them. */
export async function forgetPersonInConversations(uid: string, name: string): Promise<void> {
  const snapshot = await firestoreCall(() => conversations.where('participants', 'array-contains', uid).get())
  for (let start = 0; start < snapshot.size; start += 400) {
    const batch = db.batch()
    for (const doc of snapshot.docs.slice(start, start + 400)) {
      const side = doc.get('requesterUid') === uid ? 'requester' : 'donor'
      batch.update(doc.ref, { [side]: { name, img: '' }, version: FieldValue.increment(1) })
    }
    await firestoreCall(() => batch.commit())
  }
}
