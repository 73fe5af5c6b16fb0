import { appendFileSync } from 'node:fs'
import { type AggregateQuery, type AggregateSpec, type Firestore, Query, Transaction } from 'firebase-admin/firestore'
import { queryShape } from './query-indexes'

/** Replaces `proto[method]` by one that first shows its receiver and arguments to `see`. */
function spyOn(proto: object, method: string, see: (receiver: unknown, args: unknown[]) => void): void {
  const original: unknown = Reflect.get(proto, method)
  if (typeof original !== 'function') throw new Error(`No method ${method} to record`)
  Reflect.set(proto, method, function (this: unknown, ...args: unknown[]): unknown {
    see(this, args)
    const result: unknown = Reflect.apply(original, this, args)
    return result
  })
}

/**
 * Local stack only: appends the shape of every query this process runs, once per distinct shape,
 * as JSON lines to `file`, for the index check after the tests (docs/decisions/firestore-indexes.md).
 * It wraps the SDK's own read methods, so a query added anywhere in the store is recorded with no
 * list to keep.
 */
export function logQueriesTo(db: Firestore, file: string): void {
  // The SDK exports AggregateQuery as a type only; a count that is built, never run, shows its class.
  const aggregateQuery: unknown = Object.getPrototypeOf(db.collection('queryLog').count())
  const isCount = (read: unknown): read is AggregateQuery<AggregateSpec> =>
    typeof read === 'object' && read !== null && Object.getPrototypeOf(read) === aggregateQuery
  const seen = new Set<string>()
  const record = (read: unknown) => {
    if (!(read instanceof Query) && !isCount(read)) return
    const line = JSON.stringify(queryShape(read))
    if (seen.has(line)) return
    seen.add(line)
    appendFileSync(file, `${line}\n`)
  }
  spyOn(Query.prototype, 'get', record)
  spyOn(Query.prototype, 'stream', record)
  if (typeof aggregateQuery === 'object' && aggregateQuery !== null) spyOn(aggregateQuery, 'get', record)
  // A transaction reads documents, queries and counts through one method: its first argument.
  spyOn(Transaction.prototype, 'get', (_, [read]) => record(read))
}
