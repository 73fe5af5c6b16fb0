/**
 * The copy of a person's own requests, and of the foods they were accepted for, that this device
 * keeps for the way to a pickup (docs/decisions/pwa.md): TanStack Query's persister, in IndexedDB.
 * A chunk of its own, loaded after a sign-in; the first load of `/` never holds it.
 */
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core'
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { createStore, del, get, set } from 'idb-keyval'
import type { FoodRequest } from '../lib/api-client'
import { requestsQuery } from '../features/requests/api/get-requests'
import { itemsOf } from '../lib/list-pages'
import { foodQuery } from '../features/foods/api/get-food'

const KEY = 'queries'
/** A week: an accepted pickup is rarely further off, and an older copy would mislead more than help. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Cache events come in bursts (a page's queries settle together): one write per burst. */
const SAVE_DELAY_MS = 300

let store: ReturnType<typeof createStore> | undefined
function idb() {
  store ??= createStore('foodshare-offline', 'copies')
  return store
}

/** Some browsers (and test DOMs) have no IndexedDB: then there is no copy, and nothing to restore. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined'

/**
 * Only what has data, saved as settled: a refetch that failed offline keeps its last answer, and
 * the copy restores as that answer, not as the failure (an Error does not belong in storage).
 */
function settled(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries
    .filter((query) => query.state.data !== undefined)
    // A query with data is never pending, so none carries a promise.
    .map((query) => ({
      ...query,
      state: {
        ...query.state,
        status: 'success' as const,
        fetchStatus: 'idle' as const,
        error: null,
        fetchFailureReason: null,
      },
    }))
  return { ...client, clientState: { mutations: [], queries } }
}

/** A browser without IndexedDB (or refusing it, as private modes may) keeps no copy: the pages work as before. */
async function save(client: PersistedClient): Promise<void> {
  if (!hasIndexedDb()) return
  try {
    await set(KEY, settled(client), idb())
  } catch {
    // Nothing kept: offline the pages say 'You are offline', as without a copy.
  }
}

function idbPersister(): Persister & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    persistClient: (client) => {
      clearTimeout(timer)
      timer = setTimeout(() => void save(client), SAVE_DELAY_MS)
    },
    restoreClient: async () => (hasIndexedDb() ? get<PersistedClient>(KEY, idb()) : undefined),
    removeClient: async () => {
      if (hasIndexedDb()) await del(KEY, idb())
    },
    cancel: () => clearTimeout(timer),
  }
}

function sameKey(a: QueryKey, b: QueryKey): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index])
}

/** The person's own requests, and each food one of them was accepted for; nothing else leaves memory. */
function keptQuery(queryClient: QueryClient, uid: string): (query: Query) => boolean {
  return (query) => {
    if (query.state.data === undefined) return false
    const requests = requestsQuery(uid)
    if (sameKey(query.queryKey, requests.queryKey)) return true
    const list = itemsOf(queryClient.getQueryData(requests.queryKey))
    return list.some(
      (request: FoodRequest) =>
        request.status === 'Accepted' && sameKey(query.queryKey, foodQuery(request.foodId).queryKey),
    )
  }
}

/**
 * Restores this person's copy (another person's is dropped: the copy carries its owner's uid),
 * then keeps it up to date. Returns the stop.
 */
export function keepOfflineCopy(queryClient: QueryClient, uid: string): () => void {
  const persister = idbPersister()
  const options = {
    queryClient,
    persister,
    buster: uid,
    maxAge: MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: keptQuery(queryClient, uid), shouldDehydrateMutation: () => false },
  }
  let stopped = false
  let unsubscribe: (() => void) | undefined
  void persistQueryClientRestore(options)
    // An unreadable copy is dropped by the persister; the pages then load as usual.
    .catch(() => undefined)
    .then(() => {
      if (stopped) return
      unsubscribe = persistQueryClientSubscribe(options)
      // What the page loaded before the chunk came (a food read as its page opened) is kept at once.
      void persistQueryClientSave(options)
    })
  return () => {
    stopped = true
    persister.cancel()
    unsubscribe?.()
  }
}

/** At log-out: nothing of the person stays on the device. */
export async function forgetOfflineCopy(): Promise<void> {
  if (!hasIndexedDb()) return
  try {
    await del(KEY, idb())
  } catch {
    // No IndexedDB, no copy to delete.
  }
}
