import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { currentUser, requireUser } from '../http/require-user'
import { parse, parseId } from '../http/validate'
import { deleteRequest, getMyRequests, getRequestsOf, requestFood } from '../services/requests'
import { emailQuery, requestInput } from '../shared/food'

export const requestRoutes = Router()

/** The spec's client loads "all requests" here; everyone's would leak, so it is the caller's own. */
requestRoutes
  .route('/request')
  .get(requireUser, async (_req, res) => {
    res.json(await getRequestsOf(currentUser(res), new Date()))
  })
  .post(requireUser, async (req, res) => {
    const input = parse(requestInput, req.body)
    res.status(201).json(await requestFood(currentUser(res), input, new Date()))
  })
  .all(methodNotAllowed('GET', 'POST'))

requestRoutes
  .route('/myrequest')
  .get(requireUser, async (req, res) => {
    const { email } = parse(emailQuery, req.query)
    res.json(await getMyRequests(currentUser(res), email, new Date()))
  })
  .all(methodNotAllowed('GET'))

requestRoutes
  .route('/deletereq/:id')
  .delete(requireUser, async (req, res) => {
    res.json(await deleteRequest(currentUser(res), parseId(req.params.id), new Date()))
  })
  .all(methodNotAllowed('DELETE'))
