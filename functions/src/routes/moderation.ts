import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { acceptWrite, currentUser, parse, parseId, requireModerator, requireUser } from '../http/request-pipeline'
import { sendPage } from '../http/send-page'
import { decideReport, getModerationLog, getModerationReports, reportTarget } from '../services/moderation'
import { moderationInput, reportInput, reportStatusQuery } from '../shared/moderation'
import { pageQuery } from '../shared/paging'

/** Reports, and the moderators' queue, actions and log (docs/decisions/trust.md). */
export const moderationRoutes = Router()

moderationRoutes
  .route('/reports')
  .post(acceptWrite, requireUser, async (req, res) => {
    const input = parse(reportInput, req.body)
    res.status(201).json(await reportTarget(currentUser(res), input, new Date()))
  })
  .all(methodNotAllowed('POST'))

// Everything under /moderation is for moderators alone: 401 signed out, 403 for everyone else,
// whatever the method or path, before anything else is looked at.
moderationRoutes.use('/moderation', requireModerator)

moderationRoutes
  .route('/moderation/reports')
  .get(async (req, res) => {
    const { status } = parse(reportStatusQuery, req.query)
    res.json(await getModerationReports(status, new Date()))
  })
  .all(methodNotAllowed('GET'))

moderationRoutes
  .route('/moderation/reports/:id')
  .post(acceptWrite, async (req, res) => {
    const id = parseId(req.params.id)
    const input = parse(moderationInput, req.body)
    // A food back on offer (restored, its donor reinstated) is news to the alerts that match it, as
    // a newly posted one is: the change that lists it asks for that (store/food-changes.ts).
    res.json(await decideReport(currentUser(res), id, input, new Date()))
  })
  .all(methodNotAllowed('POST'))

/** Append-only: the API offers no way to change or delete an entry. Paged, newest first, as the other lists. */
moderationRoutes
  .route('/moderation/log')
  .get(async (req, res) => {
    const page = parse(pageQuery, req.query)
    sendPage(req, res, page.sort, await getModerationLog(page))
  })
  .all(methodNotAllowed('GET'))
