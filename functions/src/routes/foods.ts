import { type Request, type Response, Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { publicCache } from '../http/public-cache'
import { sendPage } from '../http/send-page'
import { callerIfAny, currentUser, forUser, parse, parseId, requireUser, writeForUser } from '../http/request-pipeline'
import { addFood, deleteFood, getAllFoods, getFood, getPostedFoods, searchFoods, updateFood } from '../services/foods'
import { withoutBlocked } from '../services/blocks'
import { getFoodsNear } from '../services/near'
import { foodInput, foodUpdateInput } from '../shared/food'
import { foodListQuery, foodSearchQuery, NEAR_ORDER, nearListQuery, ownListQuery } from '../shared/paging'

export const foodRoutes = Router()

/** A signed-in caller's list leaves out blocked people's foods, so no cache may keep it for others. */
async function viewerOf(req: Request, res: Response) {
  const viewer = await callerIfAny(req)
  if (viewer) res.setHeader('Cache-Control', 'private, no-store')
  return viewer
}

/** The spec's two names for the list of every food; both page and sort alike, and list by distance with `near`. */
for (const path of ['/allfoods', '/foods']) {
  foodRoutes
    .route(path)
    .get(publicCache, async (req, res) => {
      if (req.query.near !== undefined) {
        const found = await getFoodsNear(parse(nearListQuery, req.query), new Date())
        sendPage(req, res, NEAR_ORDER, await withoutBlocked(await viewerOf(req, res), found))
        return
      }
      const { page, tags } = parse(foodListQuery, req.query)
      const found = await getAllFoods(page, tags, new Date())
      sendPage(req, res, page.sort, await withoutBlocked(await viewerOf(req, res), found))
    })
    .all(methodNotAllowed('GET'))
}

foodRoutes
  .route('/food')
  .get(publicCache, async (req, res) => {
    const { searchParams, page, tags } = parse(foodSearchQuery, req.query)
    const found = await searchFoods(searchParams, page, tags, new Date())
    sendPage(req, res, page.sort, await withoutBlocked(await viewerOf(req, res), found))
  })
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/food/:id')
  .get(...forUser((req, user) => getFood(user, parseId(req.params.id), new Date())))
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/posted')
  .get(requireUser, async (req, res) => {
    const { email, page } = parse(ownListQuery, req.query)
    sendPage(req, res, page.sort, await getPostedFoods(currentUser(res), email, page, new Date()))
  })
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/addfoods')
  .post(
    ...writeForUser(async (req, user) => {
      const input = parse(foodInput, req.body)
      return addFood(user, input, new Date())
    }, 201),
  )
  .all(methodNotAllowed('POST'))

foodRoutes
  .route('/update/:id')
  .put(
    ...writeForUser(async (req, user) => {
      const id = parseId(req.params.id)
      const input = parse(foodUpdateInput, req.body)
      return updateFood(user, id, input, new Date())
    }),
  )
  .all(methodNotAllowed('PUT'))

foodRoutes
  .route('/delete/:id')
  .delete(...writeForUser((req, user) => deleteFood(user, parseId(req.params.id), new Date())))
  .all(methodNotAllowed('DELETE'))
