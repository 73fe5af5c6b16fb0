import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { acceptWrite } from '../http/security'
import { currentUser, requireUser } from '../http/require-user'
import { sendPage } from '../http/send-page'
import { parse, parseId } from '../http/validate'
import { deleteRequest, getMyRequests, getRequestsOf, requestFood } from '../services/requests'
import { requestInput } from '../shared/food'
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
