import type { FoodNotification, MarkedRead } from '../shared/responses'
import { listNotificationsOf, markAllRead } from '../store/notifications'
import type { SessionUser } from '../domain/account'

export async function getNotifications(user: SessionUser): Promise<FoodNotification[]> {
  return (await listNotificationsOf(user.uid)).map((event) => ({
    _id: event.id,
    kind: event.kind,
    foodId: event.foodId,
    foodName: event.foodName,
    at: event.at.toDate().toISOString(),
    read: event.read,
    ...(event.requestId !== undefined && { requestId: event.requestId }),
    ...(event.conversationEnded !== undefined && { conversationEnded: event.conversationEnded }),
    ...(event.portions === undefined ? {} : { portions: event.portions }),
    ...(event.portionsAsked === undefined ? {} : { portionsAsked: event.portionsAsked }),
    ...(event.who === undefined ? {} : { who: event.who }),
  }))
}

export async function markNotificationsRead(user: SessionUser): Promise<MarkedRead> {
  return { modifiedCount: await markAllRead(user.uid) }
}
