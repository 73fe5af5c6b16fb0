/**
 * The list calls' paging (docs/decisions/search-and-paging.md): `limit`, an opaque `cursor` from
 * the previous answer's `Link`, and on the public lists a `sort`. Parsed here once, for the routes.
 */
import { z } from 'zod'
import { MAX_PAGE_LIMIT } from './constants'
import { emailQuery, searchQuery } from './food'
import { DIET_TAGS, type DietTag } from './diet-tags'
import { FOOD_SORTS, type FoodSort } from './food-sort'
import { type Coordinates, nearParam, radiusKmParam } from './geo'

/** One page of a list, as a service asks the store for it: `after` is the last key the client saw. */
export type PageRequest = {
  sort: FoodSort
  /** Undefined when the client sent none: the spec's shape, capped at MAX_LIST_SIZE. */
  limit: number | undefined
  after: string | undefined
}

/** One page as a service answers it: `next` is the key to continue after, when there is more. */
export type Page<Item> = {
  items: Item[]
  total: number
  next: string | undefined
}

/** The same page with each item turned into what the answer shows. */
export function mapPage<From, To>(page: Page<From>, map: (item: From) => To): Page<To> {
  return { ...page, items: page.items.map(map) }
}

const SORT_KEY = /^[A-Za-z0-9_-]{1,200}$/
const CURSOR = /^[A-Za-z0-9_-]{1,400}$/

/** The near list's order: distance from the caller's point, then id (services/near.ts). */
export const NEAR_ORDER = 'near'
export type ListOrder = FoodSort | typeof NEAR_ORDER

/** base64url of `sort:key`: opaque to clients, and a cursor of one order cannot be used in another. */
export function encodeCursor(sort: ListOrder, key: string): string {
  return btoa(`${sort}:${key}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decodeCursor(cursor: string): { sort: string; key: string } | undefined {
  if (!CURSOR.test(cursor)) return undefined
  let text: string
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return undefined
  }
  const separator = text.indexOf(':')
  if (separator < 0) return undefined
  return { sort: text.slice(0, separator), key: text.slice(separator + 1) }
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`
export const MALFORMED_CURSOR = 'Malformed cursor'

const limit = z
  .string({ error: LIMIT_MESSAGE })
  .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
  .transform(Number)
  .pipe(z.number().min(1, LIMIT_MESSAGE).max(MAX_PAGE_LIMIT, LIMIT_MESSAGE))
  .optional()
const cursor = z.string({ error: MALFORMED_CURSOR }).optional()
const sort = z.enum(FOOD_SORTS, { error: `sort must be ${FOOD_SORTS.join(', ')}` }).default('newest')

type PageParams = {
  sort: FoodSort
  limit?: number | undefined
  cursor?: string | undefined
}

function toPage({ sort, limit, cursor: text }: PageParams, context: z.RefinementCtx): PageRequest {
  return { sort, limit, after: keyOf(sort, text, context) }
}

/** Turns `cursor` into the key it carries, or a 400 naming `cursor`; a cursor of another order is malformed too. */
function keyOf(order: ListOrder, text: string | undefined, context: z.RefinementCtx): string | undefined {
  if (text === undefined) return undefined
  const decoded = decodeCursor(text)
  if (decoded?.sort !== order || !SORT_KEY.test(decoded.key)) {
    context.addIssue({ code: 'custom', path: ['cursor'], message: MALFORMED_CURSOR })
    return z.NEVER
  }
  return decoded.key
}

const TAGS_MESSAGE = `tags must be a comma-separated list of ${DIET_TAGS.join(', ')}`
/** `tags=vegan,halal`: the foods carrying every named tag. */
const tags = z
  .string({ error: TAGS_MESSAGE })
  .max(200, TAGS_MESSAGE)
  .transform((text) => [...new Set(text.split(',').filter((tag) => tag !== ''))])
  .pipe(z.array(z.enum(DIET_TAGS, { error: TAGS_MESSAGE })))
  .default([])

/** `/allfoods`, `/foods`. */
export const foodListQuery = z
  .object({ sort, limit, cursor, tags })
  .transform(({ tags, ...query }, context) => ({ tags, page: toPage(query, context) }))
/** `/food?searchParams=`. */
export const foodSearchQuery = searchQuery
  .extend({ sort, limit, cursor, tags })
  .transform(({ searchParams, tags, ...query }, context) => ({ searchParams, tags, page: toPage(query, context) }))
/** `/posted`, `/myrequest`: the caller's own, newest first. */
export const ownListQuery = emailQuery
  .extend({ limit, cursor })
  .transform(({ email, ...query }, context) => ({ email, page: toPage({ ...query, sort: 'newest' }, context) }))
/** `/request`: the caller's own, newest first. */
export const pageQuery = z
  .object({ limit, cursor })
  .transform((query, context) => toPage({ ...query, sort: 'newest' }, context))

/** A page of the foods near a point: `after` is the last `near` key the client saw. */
export type NearPageRequest = {
  center: Coordinates
  radiusKm: number
  limit: number | undefined
  after: string | undefined
  /** The foods carrying every one of these; none filters nothing. */
  tags: DietTag[]
}
/** `/foods?near=lat,lng&radiusKm=N`, nearest first (shared/geo.ts); `tags` as on the other lists. */
export const nearListQuery = z
  .object({ near: nearParam, radiusKm: radiusKmParam, limit, cursor, tags })
  .transform(({ near, radiusKm, limit, cursor: text, tags }, context): NearPageRequest => ({
    center: near,
    radiusKm,
    limit,
    after: keyOf(NEAR_ORDER, text, context),
    tags,
  }))
