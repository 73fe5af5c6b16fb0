import { AppError } from '../domain/app-error'
import { isWriteOpen, messagesEtag, otherParticipant, type Participant, participantOf } from '../domain/conversation'
import { MESSAGES_SHOWN } from '../shared/constants'
import type { Page, PageRequest } from '../shared/paging'
import type { MessageInput } from '../shared/pickup'
import type { ConversationBody, InsertResult, MessageBody, SuccessResult, UnreadBody } from '../shared/responses'
import {
  addMessage,
  findConversation,
  inTransaction,
  listConversationsOf,
  listMessages,
  markConversationRead,
  readConversation,
  readKeyOf,
  type StoredConversation,
  type StoredMessage,
  SYSTEM,
  uidOf,
  unreadOf,
} from '../store/conversations'
import { readCounters } from '../store/counters'
import { noticeMessage, readMessageNotice } from '../store/notifications'
import type { SessionUser } from '../domain/account'
import { assertWithinLimit } from '../domain/limits'
import { countAttemptAt } from '../store/rate-limits'
import { isBlockedEitherWay } from '../store/blocks'
import { profileIdsOf } from '../store/profiles'
import { apiErrors } from '../shared/copy'

const NOT_FOUND = apiErrors.conversationNotFound
const CLOSED = apiErrors.conversationClosed

function fromOf(fromUid: string, uid: string): MessageBody['from'] {
  if (fromUid === SYSTEM) return 'system'
  return fromUid === uid ? 'me' : 'them'
}

function toMessageBody(message: StoredMessage, uid: string): MessageBody {
  return {
    _id: message.id,
    from: fromOf(message.fromUid, uid),
    text: message.text,
    ...(message.imageUrl !== undefined && { imageUrl: message.imageUrl }),
    at: message.at.toDate().toISOString(),
    ...(message.kind !== undefined && { kind: message.kind }),
  }
}

async function conversationFor(user: SessionUser, requestId: string) {
  const conversation = await findConversation(requestId)
  if (!conversation) throw new AppError('not-found', NOT_FOUND)
  return { conversation, side: participantOf(conversation, user.uid) }
}

export type MessagesAnswer =
  | { notModified: true; etag: string }
  | {
      notModified: false
      etag: string
      messages: MessageBody[]
      /** The newest of the caller's messages the other person has read. */
      readUpTo?: string
      /** The message to page back from, when there are older ones. */
      before?: string
    }

/**
 * The newest messages (before `before`), oldest first. The conversation's document comes first:
 * it says who may read and carries the version, so a poll that finds nothing new reads it alone.
 */
export async function getMessages(
  user: SessionUser,
  requestId: string,
  before: string | undefined,
  ifNoneMatch: string | undefined,
): Promise<MessagesAnswer> {
  const { conversation, side } = await conversationFor(user, requestId)
  const etag = messagesEtag(conversation.version, before)
  if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return { notModified: true, etag }
  const { items, more } = await listMessages(requestId, before, MESSAGES_SHOWN)
  const oldestFirst = items.reverse()
  const theirReadKey = readKeyOf(conversation, otherParticipant(side))
  const readUpTo = oldestFirst.findLast((message) => message.fromUid === user.uid && message.id <= theirReadKey)
  return {
    notModified: false,
    etag,
    messages: oldestFirst.map((message) => toMessageBody(message, user.uid)),
    ...(readUpTo && { readUpTo: readUpTo.id }),
    ...(more && oldestFirst[0] && { before: oldestFirst[0].id }),
  }
}

/** A person's message: open while the request is, and 7 days after; 60 an hour per person. */
export async function sendMessage(
  user: SessionUser,
  requestId: string,
  input: MessageInput,
  now: Date,
): Promise<InsertResult> {
  const { conversation: known } = await conversationFor(user, requestId)
  // Either side's block closes the conversation to both, with one answer (docs/decisions/trust.md).
  if (await isBlockedEitherWay(known.requesterUid, known.donorUid)) throw new AppError('forbidden', apiErrors.blocked)
  assertWithinLimit('sendMessage', await countAttemptAt(user.uid, 'sendMessage', now), now)
  const insertedId = await inTransaction(async (tx) => {
    const conversation = await readConversation(tx, requestId)
    if (!conversation) throw new AppError('not-found', NOT_FOUND)
    const to = otherParticipant(participantOf(conversation, user.uid))
    if (!isWriteOpen(conversation.status, conversation.closedAt?.toDate(), now)) {
      throw new AppError('conflict', CLOSED)
    }
    const recipient = uidOf(conversation, to)
    const notice = await readMessageNotice(tx, requestId, recipient)
    const id = addMessage(tx, conversation, to, { fromUid: user.uid, text: input.text, imageUrl: input.imageUrl }, now)
    noticeMessage(
      tx,
      notice,
      {
        uid: recipient,
        kind: 'message-received',
        foodId: conversation.foodId,
        foodName: conversation.foodName,
        requestId,
      },
      now,
    )
    return id
  })
  return { insertedId }
}

export async function markRead(user: SessionUser, requestId: string): Promise<SuccessResult> {
  await inTransaction(async (tx) => {
    const conversation = await readConversation(tx, requestId)
    if (!conversation) throw new AppError('not-found', NOT_FOUND)
    markConversationRead(tx, conversation, participantOf(conversation, user.uid))
  })
  return { success: true }
}

function otherUidOf(conversation: StoredConversation, uid: string): string {
  return conversation.requesterUid === uid ? conversation.donorUid : conversation.requesterUid
}

function toConversationBody(conversation: StoredConversation, uid: string, profileId: string): ConversationBody {
  const side: Participant = conversation.requesterUid === uid ? 'requester' : 'donor'
  const other = otherParticipant(side) === 'requester' ? conversation.requester : conversation.donor
  const last = conversation.lastMessage
  return {
    requestId: conversation.requestId,
    foodId: conversation.foodId,
    foodName: conversation.foodName,
    foodImg: conversation.foodImg,
    status: conversation.status,
    // The other person's public profile: the conversation's menu reports or blocks them by it.
    other: { name: other.name, img: other.img, profileId },
    lastMessage: last ? { text: last.text, at: last.at.toDate().toISOString(), from: fromOf(last.fromUid, uid) } : null,
    unread: Math.max(0, unreadOf(conversation, side)),
  }
}

export async function getConversations(user: SessionUser, page: PageRequest): Promise<Page<ConversationBody>> {
  const found = await listConversationsOf(user.uid, page)
  const profileIds = await profileIdsOf(found.items.map((conversation) => otherUidOf(conversation, user.uid)))
  return {
    ...found,
    items: found.items.map((conversation) =>
      toConversationBody(conversation, user.uid, profileIds.get(otherUidOf(conversation, user.uid)) ?? ''),
    ),
  }
}

export function getUnread(user: SessionUser): Promise<UnreadBody> {
  return readCounters(user.uid)
}
