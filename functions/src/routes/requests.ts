import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { currentUser, parse, parseId, requireUser, writeForUser } from '../http/request-pipeline'
import { sendPage } from '../http/send-page'
import {
  deleteRequest,
  getFoodQueue,
  getMyRequests,
  getRequestsOf,
  moveRequest,
  requestFood,
} from '../services/requests'
import { requestInput, requestMoveInput } from '../shared/food'
import { ownListQuery, pageQuery } from '../shared/paging'

export const requestRoutes = Router()

/** The spec's client loads "all requests" here; everyone's would leak, so it is the caller's own. */
requestRoutes
  .route('/request')
  .get(requireUser, async (req, res) => {
    const page = parse(pageQuery, req.query)
    sendPage(req, res, page.sort, await getRequestsOf(currentUser(res), page, new Date()))
  })
  .post(...writeForUser((req, user) => requestFood(user, parse(requestInput, req.body), new Date()), 201))
  .all(methodNotAllowed('GET', 'POST'))

requestRoutes
  .route('/myrequest')
  .get(requireUser, async (req, res) => {
    const { email, page } = parse(ownListQuery, req.query)
    sendPage(req, res, page.sort, await getMyRequests(currentUser(res), email, page, new Date()))
  })
  .all(methodNotAllowed('GET'))

requestRoutes
  .route('/deletereq/:id')
  .delete(...writeForUser((req, user) => deleteRequest(user, parseId(req.params.id), new Date())))
  .all(methodNotAllowed('DELETE'))

/** The donor's queue for one food, newest first. */
requestRoutes
  .route('/food/:id/requests')
  .get(requireUser, async (req, res) => {
    const foodId = parseId(req.params.id)
    const page = parse(pageQuery, req.query)
    sendPage(req, res, page.sort, await getFoodQueue(currentUser(res), foodId, page))
  })
  .all(methodNotAllowed('GET'))

/** The donor moves a request on: accept (perhaps fewer portions than asked), decline, collected, no-show. */
requestRoutes
  .route('/request/:id')
  .patch(
    ...writeForUser((req, user) => {
      const id = parseId(req.params.id)
      const { status, portions } = parse(requestMoveInput, req.body)
      return moveRequest(user, id, status, portions, new Date())
    }),
  )
  .all(methodNotAllowed('PATCH'))
