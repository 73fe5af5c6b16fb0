import { type Transaction, Timestamp } from 'firebase-admin/firestore'
import { db } from '../firebase'
import { HttpError } from '../http/http-error'
import { apiErrors } from '../shared/copy'
import { cannotExist } from './document-ids'
import { counted, firestoreCall, GRPC_ALREADY_EXISTS, grpcCode } from './firestore-call'
import {
  foodFromSnapshot,
  foods,
  type PortionCounters,
  removeFood,
  type StoredFood,
  writeFood,
  type FoodFields,
} from './foods'

/**
 * The change log of every food's portions and the answers to its requests
 * (docs/decisions/sharing-loop.md). Each such change is numbered: its transaction's first write is
 * `create()` of `foodChanges/{foodId}_{n}`, where n is one past the number the food carries. Of
 * any number of changes that read the food at n - 1, exactly one creates that document; the
 * others fail with ALREADY_EXISTS and run again on fresh reads. That holds on every Firestore:
 * real Firestore's transactions would serialise these anyway, and the Node stand-in, which
 * detects no contention, applies a commit's writes in order and stops at the first failure, so
 * a change that lost the race writes nothing at all.
 */
export const foodChanges = db.collection('foodChanges')

/** Enough for every one of a few dozen people pressing at once to get a turn. */
const MAX_ATTEMPTS = 60

/** What a change does to its food, and its other writes, which go after the food's. */
export interface FoodChange<T> {
  result: T
  /** The food's new fields and counters, or 'delete'. */
  food: Partial<FoodFields & PortionCounters> | 'delete'
  /** How the number of requests waiting on the donor moves. */
  waiting?: number
  /** What the log records of it: `request`, `accept`, `edit`… */
  kind: string
  /** The request it concerns, if any. */
  requestId?: string
  writes?: (tx: Transaction) => void
}

/**
 * Runs `decide` on the food read inside a transaction, then writes the change, numbered. `decide`
 * reads what else it needs through `tx` and throws an HttpError to refuse (a missing food is
 * `undefined`, and `decide` must refuse it); a refused change writes nothing.
 */
export async function inFoodChange<T>(
  foodId: string,
  now: Date,
  decide: (food: StoredFood | undefined, tx: Transaction) => FoodChange<T> | Promise<FoodChange<T>>,
): Promise<T> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await firestoreCall(() =>
        db.runTransaction(async (tx) => {
          const food = cannotExist(foodId) ? undefined : foodFromSnapshot(counted(await tx.get(foods.doc(foodId))))
          const change = await decide(food, tx)
          if (!food) throw new Error(`A change to food ${foodId} was decided, but the food is gone`)
          const changeSeq = food.changeSeq + 1
          tx.create(foodChanges.doc(`${food.id}_${changeSeq}`), {
            foodId: food.id,
            changeSeq,
            kind: change.kind,
            requestId: change.requestId ?? null,
            at: Timestamp.fromDate(now),
          })
          if (change.food === 'delete') removeFood(tx, food.id)
          else writeFood(tx, food, { ...change.food, changeSeq }, change.waiting ?? 0, now)
          change.writes?.(tx)
          return change.result
        }),
      )
    } catch (error) {
      if (grpcCode(error) !== GRPC_ALREADY_EXISTS) throw error
      // Lost the race for this number: wait a little, more as the crowd shows itself, and retry.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10) * 4))
    }
  }
  throw new HttpError(503, apiErrors.busy, undefined, { 'Retry-After': '1' })
}
