import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { currentUser, parse, parseId, requireUser, writeForUser } from '../http/request-pipeline'
import { sendPage } from '../http/send-page'
import { getConversations, getMessages, getUnread, markRead, sendMessage } from '../services/conversations'
import { calendarOf } from '../services/pickups'
import { confirmPickup } from '../services/requests'
import { pageQuery } from '../shared/paging'
import { messageInput, messagesQuery } from '../shared/pickup'

/** A conversation per request, and the pickup it arranges (docs/decisions/pickup.md). */
export const conversationRoutes = Router()

conversationRoutes
  .route('/request/:id/messages')
  .get(requireUser, async (req, res) => {
    const id = parseId(req.params.id)
    const { before } = parse(messagesQuery, req.query)
    const answer = await getMessages(currentUser(res), id, before, req.get('if-none-match'))
    // Each poll asks again; the ETag lets an unchanged one end in a 304.
    res.setHeader('Cache-Control', 'private, no-cache')
    res.setHeader('ETag', answer.etag)
    if (answer.notModified) {
      res.status(304).end()
      return
    }
    if (answer.readUpTo) res.setHeader('X-Read-Up-To', answer.readUpTo)
    if (answer.before) {
      res.setHeader('Link', `<${req.baseUrl}${req.path}?before=${answer.before}>; rel="prev"`)
    }
    res.json(answer.messages)
  })
  .post(
    ...writeForUser(
      (req, user) => sendMessage(user, parseId(req.params.id), parse(messageInput, req.body), new Date()),
      201,
    ),
  )
  .all(methodNotAllowed('GET', 'POST'))

conversationRoutes
  .route('/request/:id/read')
  .post(...writeForUser((req, user) => markRead(user, parseId(req.params.id))))
  .all(methodNotAllowed('POST'))

conversationRoutes
  .route('/request/:id/confirm')
  .post(...writeForUser((req, user) => confirmPickup(user, parseId(req.params.id), new Date())))
  .all(methodNotAllowed('POST'))

conversationRoutes
  .route('/request/:id/calendar.ics')
  .get(requireUser, async (req, res) => {
    const calendar = await calendarOf(currentUser(res), parseId(req.params.id))
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Content-Disposition', 'attachment; filename="pickup.ics"')
    res.type('text/calendar; charset=utf-8').send(calendar)
  })
  .all(methodNotAllowed('GET'))

conversationRoutes
  .route('/conversations')
  .get(requireUser, async (req, res) => {
    const page = parse(pageQuery, req.query)
    sendPage(req, res, page.sort, await getConversations(currentUser(res), page))
  })
  .all(methodNotAllowed('GET'))

conversationRoutes
  .route('/unread')
  .get(requireUser, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store')
    res.json(await getUnread(currentUser(res)))
  })
  .all(methodNotAllowed('GET'))
