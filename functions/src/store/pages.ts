/**
 * Keyset paging (docs/decisions/search-and-paging.md). Each document carries, per order, a unique
 * string key that sorts as the order does: the sort value, then the creation time, then the id.
 * A page is `where(key, '<' | '>', last key seen).orderBy(key).limit(limit + 1)`: no cursor
 * support needed (the Node stand-in ignores `startAfter`), nothing skipped or repeated when
 * documents come and go between pages, and at most limit + 1 documents read. The extra one only
 * says whether there is more.
 */
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore'
import { MAX_LIST_SIZE } from '../shared/constants'
import type { FoodSort } from '../shared/food-sort'
import type { Page, PageRequest } from '../shared/paging'
import { firestoreCall } from './firebase'

/** The key field and direction of each order; only the store names them. */
export const SORT_ORDERS = {
  newest: { field: 'sortNewest', direction: 'desc' },
  quantity: { field: 'sortQuantity', direction: 'desc' },
  expiry: { field: 'sortExpiry', direction: 'asc' },
} as const satisfies Record<FoodSort, { field: string; direction: 'asc' | 'desc' }>

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** Creation time (ms, 15 digits reach the year 33658) and id: unique, and newest sorts last. */
export function creationKey(createdAtMillis: number, id: string): string {
  return `${pad(createdAtMillis, 15)}_${id}`
}

/** The keys of a food; quantity ≤ 10,000 fits 5 digits, expiry is `YYYY-MM-DD`. */
export function foodSortKeys(id: string, createdAtMillis: number, quantity: number, expireDateTime: string) {
  const created = creationKey(createdAtMillis, id)
  return {
    sortNewest: created,
    sortQuantity: `${pad(quantity, 5)}_${created}`,
    sortExpiry: `${expireDateTime}_${created}`,
  }
}

/** One page of `base` in the requested order, with the true total from a `count()` of `base`. */
export async function pageOf<Item>(
  base: Query,
  { sort, limit, after }: PageRequest,
  toItem: (snapshot: DocumentSnapshot) => Item,
): Promise<Page<Item>> {
  const { field, direction } = SORT_ORDERS[sort]
  const size = limit ?? MAX_LIST_SIZE
  const from = after === undefined ? base : base.where(field, direction === 'desc' ? '<' : '>', after)
  const [snapshot, count] = await Promise.all([
    firestoreCall(() =>
      from
        .orderBy(field, direction)
        .limit(size + 1)
        .get(),
    ),
    firestoreCall(() => base.count().get()),
  ])
  const shown = snapshot.docs.slice(0, size)
  const last = shown.at(-1)
  const next: unknown = snapshot.size > size ? last?.get(field) : undefined
  return { items: shown.map(toItem), total: count.data().count, next: typeof next === 'string' ? next : undefined }
}
