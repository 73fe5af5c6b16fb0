import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { acceptWrite, currentUser, parse, parseId, requireUser } from '../http/request-pipeline'
import { blockPerson, getBlocks, unblockPerson } from '../services/blocks'
import { blockInput } from '../shared/trust'

/** Blocking a person by their public profile (docs/decisions/trust.md). */
export const blockRoutes = Router()

blockRoutes
  .route('/blocks')
  .get(requireUser, async (_req, res) => {
    res.json(await getBlocks(currentUser(res)))
  })
  .post(acceptWrite, requireUser, async (req, res) => {
    const { profileId } = parse(blockInput, req.body)
    res.status(201).json(await blockPerson(currentUser(res), profileId, new Date()))
  })
  .all(methodNotAllowed('GET', 'POST'))

blockRoutes
  .route('/blocks/:profileId')
  .delete(acceptWrite, requireUser, async (req, res) => {
    res.json(await unblockPerson(currentUser(res), parseId(req.params.profileId)))
  })
  .all(methodNotAllowed('DELETE'))
