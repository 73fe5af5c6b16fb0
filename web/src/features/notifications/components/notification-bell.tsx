import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import SvgIcon from '@mui/material/SvgIcon'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type MouseEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { messagesText } from '../../../texts/messages'
import type { FoodNotification } from '../../../lib/api-client'
import { notificationsQuery } from '../api/get-notifications'
import { useSendNotificationsRead } from '../api/send-notifications-read'
import { loopText } from '../../../texts/requests'
import { RelativeTime } from '../../../lib/relative-time'

function BellIcon() {
  return (
    <SvgIcon>
      <path d="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
    </SvgIcon>
  )
}

/**
 * Where an event leads: the donor's events to the food's queue, the requester's to the food; a
 * deleted food has no page left, so its event leads to the requester's own list. The events of
 * arranging a pickup lead to its conversation.
 */
function linkOf({ kind, foodId, requestId }: FoodNotification): string {
  switch (kind) {
    case 'request-received':
    case 'request-withdrawn':
    case 'outcome-due':
    case 'pickup-confirmed':
      return paths.foodRequests(foodId)
    case 'request-accepted':
    case 'request-declined':
    case 'portions-free':
    case 'food-near-you':
      return paths.details(foodId)
    case 'food-held':
    case 'food-restored':
      return paths.details(foodId)
    case 'food-deleted':
    case 'pickup-collected':
    case 'pickup-no-show':
    case 'request-closed':
      return paths.myRequest
    case 'account-warned':
      return paths.home
    case 'message-received':
    case 'pickup-reminder':
    case 'request-released':
      return requestId ? paths.thread(requestId) : paths.messages
  }
}

export interface NotificationBellProps {
  uid: string
  /** The top bar's count (`GET /unread`); without it, the unread events of the list. */
  unread?: number
  /** Called once opening the menu has marked every event read. */
  onRead?: () => void
}

/**
 * The top bar's bell (docs/product.md, Requests): the unread count, and a menu of the newest events. Opening the
 * menu marks them all read; the ones that were new stay bold until it closes.
 */
export function NotificationBell({ uid, unread: counted, onRead }: NotificationBellProps) {
  const menuId = useId()
  const queryClient = useQueryClient()
  const { data: events = [] } = useQuery(notificationsQuery(uid))
  const markRead = useSendNotificationsRead()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [newOnOpen, setNewOnOpen] = useState<ReadonlySet<string>>(new Set())
  const listed = events.filter((event) => !event.read).length
  const unread = counted ?? listed
  // The top bar's count moves more often than the list refreshes: a new event fetches the list too.
  // Invalidated, not refetched: a fetch already under way (the list's first) is awaited, not
  // aborted and sent again.
  useEffect(() => {
    if (counted === undefined || counted <= listed) return
    void queryClient.invalidateQueries({ queryKey: notificationsQuery(uid).queryKey }, { cancelRefetch: false })
  }, [counted, listed, queryClient, uid])

  function open(event: MouseEvent<HTMLElement>) {
    setAnchor(event.currentTarget)
    setNewOnOpen(new Set(events.filter((shown) => !shown.read).map((shown) => shown._id)))
    if (unread > 0) markRead.mutate(undefined, { onSuccess: onRead })
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={loopText.bell.label(unread)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={open}
      >
        <Badge badgeContent={unread} color="secondary">
          <BellIcon />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': loopText.bell.menu, dense: true }, paper: { sx: { maxWidth: 360 } } }}
      >
        {events.length === 0 ? (
          <MenuItem disabled>{loopText.bell.empty}</MenuItem>
        ) : (
          events.map((event) => (
            <EventItem key={event._id} event={event} isNew={newOnOpen.has(event._id)} onPick={() => setAnchor(null)} />
          ))
        )}
      </Menu>
    </>
  )
}

/** The event in words; a withdrawal or a deletion also says that its conversation ended with it. */
function eventSentence(event: FoodNotification): string {
  const sentence = loopText.bell.event[event.kind](event.foodName, event)
  return event.conversationEnded ? `${sentence}. ${messagesText.conversationEnded}` : sentence
}

function EventItem({ event, isNew, onPick }: { event: FoodNotification; isNew: boolean; onPick: () => void }) {
  return (
    <MenuItem component={RouterLink} to={linkOf(event)} onClick={onPick} sx={{ whiteSpace: 'normal' }}>
      <ListItemText
        primary={eventSentence(event)}
        secondary={<RelativeTime at={event.at} />}
        slotProps={{ primary: { sx: { fontWeight: isNew ? 700 : 400, overflowWrap: 'anywhere' } } }}
      />
    </MenuItem>
  )
}
