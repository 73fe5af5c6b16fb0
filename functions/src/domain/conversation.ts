/**
 * Who may read and write a request's conversation, and until when (docs/decisions/pickup.md). Pure.
 */
import { CONVERSATION_OPEN_AFTER_CLOSE_MS } from '../shared/constants'
import { OPEN_REQUEST_STATUSES, type RequestStatus } from '../shared/request-status'
import { AppError } from './app-error'

export type Participant = 'requester' | 'donor'

export interface ConversationParties {
  requesterUid: string
  donorUid: string
}

/** The caller's side of the conversation; anyone else is refused (403). */
export function participantOf(conversation: ConversationParties, uid: string): Participant {
  if (conversation.requesterUid === uid) return 'requester'
  if (conversation.donorUid === uid) return 'donor'
  throw new AppError('forbidden', 'Only the requester and the donor may read this conversation')
}

export const otherParticipant = (side: Participant): Participant => (side === 'requester' ? 'donor' : 'requester')

/** Open while the request is Requested or Accepted, and for 7 days after it closes. */
export function isWriteOpen(status: RequestStatus, closedAt: Date | undefined, now: Date): boolean {
  if (OPEN_REQUEST_STATUSES.includes(status)) return true
  if (!closedAt) return false
  return now.getTime() < closedAt.getTime() + CONVERSATION_OPEN_AFTER_CLOSE_MS
}

/**
 * The ETag of one page of a conversation: the conversation's version moves with every message and
 * every read, so an unchanged version means an unchanged answer.
 */
export function messagesEtag(version: number, before: string | undefined): string {
  return `"v${version}${before === undefined ? '' : `-${before}`}"`
}
