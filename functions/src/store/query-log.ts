import { appendFileSync } from 'node:fs'
import { type AggregateQuery, type AggregateSpec, type Firestore, Query, Transaction } from 'firebase-admin/firestore'
import { queryShape } from './query-indexes'

/**
 * Local stack only: appends the shape of every query this process runs, once per distinct shape,
 * as JSON lines to `file`, for the index check after the tests (docs/decisions/firestore-indexes.md).
 * It wraps the SDK's own read methods, so a query added anywhere in the store is recorded with no
 * list to keep.
 */
export function logQueriesTo(db: Firestore, file: string): void {
  const seen = new Set<string>()
  const record = (query: Query | AggregateQuery<AggregateSpec>) => {
    const line = JSON.stringify(queryShape(query))
    if (seen.has(line)) return
    seen.add(line)
    appendFileSync(file, `${line}\n`)
  }
  const queryGet = Query.prototype.get
  Query.prototype.get = function (this: Query) {
    record(this)
    return queryGet.call(this)
  }
  const queryStream = Query.prototype.stream
  Query.prototype.stream = function (this: Query) {
    record(this)
    return queryStream.call(this)
  }
  // The SDK exports AggregateQuery as a type only; a count that is built, never run, shows its class.
  const aggregateQuery = Object.getPrototypeOf(db.collection('queryLog').count()) as AggregateQuery<AggregateSpec>
  const countGet = aggregateQuery.get
  aggregateQuery.get = function (this: AggregateQuery<AggregateSpec>) {
    record(this)
    return countGet.call(this)
  }
  const transactionGet = Transaction.prototype.get
  // One signature for the overloads (document, query, count): only queries are recorded.
  Transaction.prototype.get = function (this: Transaction, ...args: Parameters<Transaction['get']>) {
    const read: unknown = args[0]
    if (read instanceof Query) record(read)
    else if (Object.getPrototypeOf(read) === aggregateQuery) record(read as AggregateQuery<AggregateSpec>)
    return (transactionGet as (...all: unknown[]) => unknown).apply(this, args)
  } as Transaction['get']
}
