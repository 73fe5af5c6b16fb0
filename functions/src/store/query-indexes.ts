/**
 * Which composite index a Firestore query needs, and whether `firestore.indexes.json` has it
 * (docs/decisions/firestore-indexes.md). The Node stand-in answers every query; real Firestore
 * refuses one that lacks its index, so the local stack records each query's shape and a check
 * after the tests holds the shapes against the index file.
 */
import { type AggregateQuery, type AggregateSpec, Query } from 'firebase-admin/firestore'
import { z } from 'zod'

/** What decides a query's index: its collection, its filters by kind, its orders. */
export interface QueryShape {
  collectionGroup: string
  allDescendants: boolean
  equality: string[]
  arrayContains: string[]
  range: string[]
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[]
}

const EQUALITY_OPS = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN'])
const ARRAY_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY'])
const DOCUMENT_ID = '__name__'

interface ProtoFilter {
  fieldFilter?: { field: { fieldPath: string }; op: string } | null
  unaryFilter?: { field: { fieldPath: string }; op: string } | null
  compositeFilter?: { filters: ProtoFilter[] } | null
}
const protoFilter: z.ZodType<ProtoFilter> = z.lazy(() =>
  z.object({
    fieldFilter: z.object({ field: z.object({ fieldPath: z.string() }), op: z.string() }).nullish(),
    unaryFilter: z.object({ field: z.object({ fieldPath: z.string() }), op: z.string() }).nullish(),
    compositeFilter: z.object({ filters: z.array(protoFilter) }).nullish(),
  }),
)
/** The wire form of a query (the Firestore API's StructuredQuery), stable across SDK versions. */
const structuredQuery = z.object({
  from: z.array(z.object({ collectionId: z.string(), allDescendants: z.boolean().nullish() })).length(1),
  where: protoFilter.nullish(),
  orderBy: z
    .array(z.object({ field: z.object({ fieldPath: z.string() }), direction: z.enum(['ASCENDING', 'DESCENDING']) }))
    .nullish(),
})

const flatten = (filter: ProtoFilter | null | undefined): { field: string; op: string }[] => {
  if (!filter) return []
  if (filter.compositeFilter) return filter.compositeFilter.filters.flatMap(flatten)
  const leaf = filter.fieldFilter ?? filter.unaryFilter
  return leaf ? [{ field: leaf.field.fieldPath, op: leaf.op }] : []
}

/** The shape of a query, or of the query under a `count()`. */
export function queryShape(query: Query | AggregateQuery<AggregateSpec>): QueryShape {
  const base = query instanceof Query ? query : query.query
  // toProto is the SDK's own serialisation (internal in its typings): what is sent to Firestore.
  const proto: unknown = (base as unknown as { toProto(): unknown }).toProto()
  const parsed = z.object({ structuredQuery }).parse(proto).structuredQuery
  const filters = flatten(parsed.where)
  const fieldsWith = (ops: (op: string) => boolean) => [
    ...new Set(filters.filter((f) => ops(f.op)).map((f) => f.field)),
  ]
  const [from] = parsed.from
  return {
    collectionGroup: from?.collectionId ?? '',
    allDescendants: from?.allDescendants === true,
    equality: fieldsWith((op) => EQUALITY_OPS.has(op)).sort(),
    arrayContains: fieldsWith((op) => ARRAY_OPS.has(op)).sort(),
    range: fieldsWith((op) => !EQUALITY_OPS.has(op) && !ARRAY_OPS.has(op)),
    orderBy: (parsed.orderBy ?? []).map((order) => ({ field: order.field.fieldPath, direction: order.direction })),
  }
}

export interface IndexField {
  fieldPath: string
  order?: 'ASCENDING' | 'DESCENDING'
  arrayConfig?: 'CONTAINS'
}
export interface CompositeIndex {
  collectionGroup: string
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP'
  fields: IndexField[]
}

/** A composite index a query needs: its prefix fields in any order, then its orders as listed. */
export interface NeededIndex {
  collectionGroup: string
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP'
  prefix: IndexField[]
  orders: IndexField[]
}

/**
 * The index a shape needs, or none when single-field indexes serve it: Firestore merges them for
 * equality and array-contains filters alone, and a single-field index serves one range or order
 * field on its own. Anything that orders or ranges on a field while filtering on others, or orders
 * on several fields, needs a composite index: the equality and array-contains fields first (in
 * any order), then the order fields with their directions. A range field not ordered explicitly
 * is ordered ascending after the explicit orders; the document id Firestore appends is implicit.
 */
export function requiredIndex(shape: QueryShape): NeededIndex | undefined {
  const filtered = new Set([...shape.equality, ...shape.arrayContains])
  const orders = shape.orderBy.filter((order) => order.field !== DOCUMENT_ID && !filtered.has(order.field))
  for (const field of [...shape.range].sort()) {
    if (field !== DOCUMENT_ID && !orders.some((order) => order.field === field)) {
      orders.push({ field, direction: 'ASCENDING' })
    }
  }
  if (orders.length === 0 || (orders.length === 1 && filtered.size === 0)) return undefined
  return {
    collectionGroup: shape.collectionGroup,
    queryScope: shape.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    prefix: [
      ...shape.equality.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      ...shape.arrayContains.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
    ],
    orders: orders.map(({ field, direction }): IndexField => ({ fieldPath: field, order: direction })),
  }
}

/** An equality field may sit in the index in either direction; array-contains only as CONTAINS. */
const servesPrefixField = (given: IndexField, wanted: IndexField) =>
  given.fieldPath === wanted.fieldPath &&
  (wanted.arrayConfig === undefined ? given.order !== undefined : given.arrayConfig === wanted.arrayConfig)

/**
 * Whether `indexes` serve `needed`. Firestore merges composite indexes that end in the same
 * orders, so the prefix fields may be spread over several of them, each holding some of the
 * equality or array-contains fields and then exactly those orders (a trailing `__name__` in the
 * file changes nothing).
 */
export function served(needed: NeededIndex, indexes: CompositeIndex[]): boolean {
  const usable = indexes.flatMap((index) => {
    if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== needed.queryScope) return []
    const fields = index.fields.at(-1)?.fieldPath === DOCUMENT_ID ? index.fields.slice(0, -1) : index.fields
    const prefixLength = fields.length - needed.orders.length
    if (prefixLength < 0) return []
    const orders = fields.slice(prefixLength)
    const sameOrders = needed.orders.every(
      (wanted, at) => orders[at]?.fieldPath === wanted.fieldPath && orders[at]?.order === wanted.order,
    )
    const prefix = fields.slice(0, prefixLength)
    const coversOnlyWanted = prefix.every((given) => needed.prefix.some((wanted) => servesPrefixField(given, wanted)))
    return sameOrders && coversOnlyWanted ? [prefix] : []
  })
  if (needed.prefix.length === 0) return usable.some((prefix) => prefix.length === 0)
  return needed.prefix.every((wanted) =>
    usable.some((prefix) => prefix.some((given) => servesPrefixField(given, wanted))),
  )
}

/** The indexes the shapes need that `indexes` lacks, one per distinct need. */
export function missingIndexes(shapes: QueryShape[], indexes: CompositeIndex[]): NeededIndex[] {
  const missing = new Map<string, NeededIndex>()
  for (const shape of shapes) {
    const needed = requiredIndex(shape)
    if (needed && !served(needed, indexes)) missing.set(JSON.stringify(needed), needed)
  }
  return [...missing.values()]
}

/** Parses `firestore.indexes.json`. */
export const indexFile = z.object({
  indexes: z.array(
    z.object({
      collectionGroup: z.string(),
      queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']),
      fields: z.array(
        z.object({
          fieldPath: z.string(),
          order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
          arrayConfig: z.literal('CONTAINS').optional(),
        }),
      ),
    }),
  ),
})

const shape = z.object({
  collectionGroup: z.string(),
  allDescendants: z.boolean(),
  equality: z.array(z.string()),
  arrayContains: z.array(z.string()),
  range: z.array(z.string()),
  orderBy: z.array(z.object({ field: z.string(), direction: z.enum(['ASCENDING', 'DESCENDING']) })),
})

/** Parses the JSON lines `logQueriesTo` writes. */
export const queryShapeFile = z
  .string()
  .transform((text) => text.split('\n').filter((line) => line.trim() !== ''))
  .pipe(
    z.array(
      z
        .string()
        .transform((line): unknown => JSON.parse(line))
        .pipe(shape),
    ),
  )
