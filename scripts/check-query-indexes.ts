/**
 * After the tests against the local stack: every query the store ran there has its composite index
 * in firestore.indexes.json (docs/decisions/firestore-indexes.md). Exits non-zero naming each
 * missing index in the file's own form.
 *   tsx scripts/check-query-indexes.ts
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { indexFile, missingIndexes, queryShapeFile } from '../functions/src/store/query-indexes'
import { QUERY_LOG } from './stack-config'

const indexesPath = fileURLToPath(new URL('../firestore.indexes.json', import.meta.url))

if (!existsSync(QUERY_LOG)) {
  console.error(`No queries recorded at ${QUERY_LOG}: run the tests against a stack started by this checkout.`)
  process.exit(1)
}
const shapes = queryShapeFile.parse(readFileSync(QUERY_LOG, 'utf8'))
const { indexes } = indexFile.parse(JSON.parse(readFileSync(indexesPath, 'utf8')))
const missing = missingIndexes(shapes, indexes)
if (missing.length > 0) {
  console.error(
    `${missing.length} quer${missing.length === 1 ? 'y lacks its' : 'ies lack their'} composite index in firestore.indexes.json:`,
  )
  for (const index of missing) {
    const { collectionGroup, queryScope, prefix, orders } = index
    console.error(JSON.stringify({ collectionGroup, queryScope, fields: [...prefix, ...orders] }, null, 2))
  }
  process.exit(1)
}
console.log(`Every one of the ${shapes.length} query shapes the tests ran has its index.`)
