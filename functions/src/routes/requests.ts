import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { acceptWrite } from '../http/security'
import { currentUser, requireUser } from '../http/require-user'
import { sendPage } from '../http/send-page'
import { parse, parseId } from '../http/validate'
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
  .post(acceptWrite, requireUser, async (req, res) => {
    const input = parse(requestInput, req.body)
    res.status(201).json(await requestFood(currentUser(res), input, new Date()))
  })
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
  .delete(acceptWrite, requireUser, async (req, res) => {
    res.json(await deleteRequest(currentUser(res), parseId(req.params.id), new Date()))
  })
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
  .patch(acceptWrite, requireUser, async (req, res) => {
    const id = parseId(req.params.id)
    const { status, portions } = parse(requestMoveInput, req.body)
    res.json(await moveRequest(currentUser(res), id, status, portions, new Date()))
  })
  .all(methodNotAllowed('PATCH'))
