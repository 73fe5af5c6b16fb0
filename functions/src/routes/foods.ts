import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { publicCache } from '../http/public-cache'
import { currentUser, requireUser } from '../http/require-user'
import { parse, parseId } from '../http/validate'
import {
  addFood,
  deleteFood,
  getAllFoods,
  getFood,
  getPostedFoods,
  searchFoods,
  updateFood,
} from '../services/foods'
import { emailQuery, foodInput, foodUpdateInput, searchQuery } from '../shared/food'

export const foodRoutes = Router()

foodRoutes
  .route('/allfoods')
  .get(publicCache, async (_req, res) => {
    res.json(await getAllFoods(new Date()))
  })
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/foods')
  .get(publicCache, async (_req, res) => {
    res.json(await getAllFoods(new Date()))
  })
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/food')
  .get(publicCache, async (req, res) => {
    const { searchParams } = parse(searchQuery, req.query)
    res.json(await searchFoods(searchParams, new Date()))
  })
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/food/:id')
  .get(requireUser, async (req, res) => {
    res.json(await getFood(parseId(req.params.id), new Date()))
  })
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/posted')
  .get(requireUser, async (req, res) => {
    const { email } = parse(emailQuery, req.query)
    res.json(await getPostedFoods(currentUser(res), email, new Date()))
  })
  .all(methodNotAllowed('GET'))

foodRoutes
  .route('/addfoods')
  .post(requireUser, async (req, res) => {
    const input = parse(foodInput, req.body)
    res.status(201).json(await addFood(currentUser(res), input, new Date()))
  })
  .all(methodNotAllowed('POST'))

foodRoutes
  .route('/update/:id')
  .put(requireUser, async (req, res) => {
    const id = parseId(req.params.id)
    const input = parse(foodUpdateInput, req.body)
    res.json(await updateFood(currentUser(res), id, input, new Date()))
  })
  .all(methodNotAllowed('PUT'))

foodRoutes
  .route('/delete/:id')
  .delete(requireUser, async (req, res) => {
    res.json(await deleteFood(currentUser(res), parseId(req.params.id)))
  })
  .all(methodNotAllowed('DELETE'))
