import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Firestore, type Query } from 'firebase-admin/firestore'
import { expect, test } from 'vitest'
import { type CompositeIndex, indexFile, missingIndexes, queryShape, queryShapeFile } from './query-indexes'

// Queries are built, never run: no emulator needed.
const db = new Firestore({ projectId: 'demo-indexes' })
const repoIndexes = (): CompositeIndex[] =>
  indexFile.parse(JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8'))).indexes
const missingFor = (query: Query, indexes = repoIndexes()) => missingIndexes([queryShape(query)], indexes)
const index = (collectionGroup: string, ...fields: CompositeIndex['fields']): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields,
})

test('equality filters alone, and one ordered field alone, need no composite index', () => {
  expect(missingFor(db.collection('requests').where('foodId', '==', 'f').where('requesterUid', '==', 'u'), [])).toEqual(
    [],
  )
  expect(
    missingFor(db.collection('foods').where('listed', '==', true).where('tags', 'array-contains', 'x'), []),
  ).toEqual([])
  expect(missingFor(db.collection('foods').where('sortNewest', '<', 'k').orderBy('sortNewest', 'desc'), [])).toEqual([])
})

test('a planted query the index file lacks is reported with the index it needs', () => {
  const planted = db.collection('foods').where('donatorUid', '==', 'u').orderBy('expireDateTime', 'desc')

  expect(missingFor(planted)).toEqual([
    {
      collectionGroup: 'foods',
      queryScope: 'COLLECTION',
      prefix: [{ fieldPath: 'donatorUid', order: 'ASCENDING' }],
      orders: [{ fieldPath: 'expireDateTime', order: 'DESCENDING' }],
    },
  ])
})

test("a conversation's page of messages has its index, and is reported once that index is removed", () => {
  const page = db
    .collection('messages')
    .where('requestId', '==', 'r')
    .where('key', '<', 'k')
    .orderBy('key', 'desc')
    .limit(51)
  const isMessagesIndex = (i: CompositeIndex) => i.collectionGroup === 'messages'

  expect(missingFor(page)).toEqual([])
  expect(
    missingFor(
      page,
      repoIndexes().filter((i) => !isMessagesIndex(i)),
    ),
  ).toHaveLength(1)
})

test('the direction of an ordered field must match; an equality field may sit either way and in any order', () => {
  const query = db.collection('foods').where('b', '==', 1).where('a', '==', 2).orderBy('k', 'desc')
  const equalityFields = [
    { fieldPath: 'a', order: 'DESCENDING' },
    { fieldPath: 'b', order: 'ASCENDING' },
  ] as const

  expect(missingFor(query, [index('foods', ...equalityFields, { fieldPath: 'k', order: 'DESCENDING' })])).toEqual([])
  expect(missingFor(query, [index('foods', ...equalityFields, { fieldPath: 'k', order: 'ASCENDING' })])).toHaveLength(1)
  expect(missingFor(query, [index('foods', equalityFields[0], { fieldPath: 'k', order: 'DESCENDING' })])).toHaveLength(
    1,
  )
  expect(missingFor(query, [index('notes', ...equalityFields, { fieldPath: 'k', order: 'DESCENDING' })])).toHaveLength(
    1,
  )
})

test('equality fields may be spread over indexes that end in the same orders, which Firestore merges', () => {
  const query = db.collection('foods').where('listed', '==', true).where('tagVegan', '==', true).orderBy('k', 'desc')
  const k = { fieldPath: 'k', order: 'DESCENDING' } as const
  const listedByK = index('foods', { fieldPath: 'listed', order: 'ASCENDING' }, k)

  expect(missingFor(query, [listedByK, index('foods', { fieldPath: 'tagVegan', order: 'ASCENDING' }, k)])).toEqual([])
  expect(
    missingFor(query, [
      listedByK,
      index('foods', { fieldPath: 'tagVegan', order: 'ASCENDING' }, { fieldPath: 'k', order: 'ASCENDING' }),
    ]),
  ).toHaveLength(1)
  expect(missingFor(query, [listedByK])).toHaveLength(1)
})

test('array-contains is served only by a CONTAINS field, with the trailing __name__ optional', () => {
  const query = db.collection('conversations').where('participants', 'array-contains', 'u').orderBy('at', 'desc')
  const at = { fieldPath: 'at', order: 'DESCENDING' } as const

  expect(
    missingFor(query, [index('conversations', { fieldPath: 'participants', arrayConfig: 'CONTAINS' }, at)]),
  ).toEqual([])
  expect(
    missingFor(query, [
      index('conversations', { fieldPath: 'participants', arrayConfig: 'CONTAINS' }, at, {
        fieldPath: '__name__',
        order: 'DESCENDING',
      }),
    ]),
  ).toEqual([])
  expect(
    missingFor(query, [index('conversations', { fieldPath: 'participants', order: 'ASCENDING' }, at)]),
  ).toHaveLength(1)
})

test('a range with no order is ordered ascending on its field; a count() needs what its query needs', () => {
  const nearby = db
    .collection('foods')
    .where('listed', '==', true)
    .where('geohash', '>=', 'a')
    .where('geohash', '<=', 'b')
  const needed = [
    index('foods', { fieldPath: 'listed', order: 'ASCENDING' }, { fieldPath: 'geohash', order: 'ASCENDING' }),
  ]

  expect(missingFor(nearby, needed)).toEqual([])
  expect(missingIndexes([queryShape(nearby.count())], [])).toHaveLength(1)
  expect(missingIndexes([queryShape(nearby.count())], needed)).toEqual([])
})

test('the recorded shapes read back as they were written', () => {
  const shapes = [queryShape(db.collection('notifications').where('uid', '==', 'u').orderBy('at', 'desc'))]

  expect(queryShapeFile.parse(shapes.map((s) => JSON.stringify(s)).join('\n') + '\n')).toEqual(shapes)
})
