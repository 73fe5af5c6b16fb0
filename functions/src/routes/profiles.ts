import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { publicCache } from '../http/public-cache'
import { acceptWrite, currentUser, parse, parseId, requireUser } from '../http/request-pipeline'
import { getProfile, giveFeedback } from '../services/profiles'
import { feedbackInput } from '../shared/trust'

/** Public profiles, and the feedback that feeds their counts (docs/decisions/trust.md). */
export const profileRoutes = Router()

profileRoutes
  .route('/users/:profileId')
  .get(publicCache, async (req, res) => {
    res.json(await getProfile(parseId(req.params.profileId)))
  })
  .all(methodNotAllowed('GET'))

profileRoutes
  .route('/request/:id/feedback')
  .post(acceptWrite, requireUser, async (req, res) => {
    const id = parseId(req.params.id)
    const input = parse(feedbackInput, req.body)
    res.status(201).json(await giveFeedback(currentUser(res), id, input, new Date()))
  })
  .all(methodNotAllowed('POST'))
