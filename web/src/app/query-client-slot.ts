import type { QueryClient } from '@tanstack/react-query'

/**
 * Where the app's query client (./query-client) is, once loaded. The client and TanStack Query's
 * core are not needed to paint or hydrate any page's shell, so the first load does not carry them:
 * whatever runs a query loads them first (`withQueryClient`), and the providers hand the client on
 * from here (providers.tsx). ./query-client itself knows nothing of this (no import cycle).
 */
let loaded: QueryClient | undefined
const listeners = new Set<() => void>()

export function loadedQueryClient(): QueryClient | undefined {
  return loaded
}

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Loads the client (a chunk of its own, with TanStack Query's core) and tells the providers. */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then(({ queryClient }) => {
    if (loaded !== queryClient) {
      loaded = queryClient
      for (const listener of listeners) listener()
    }
    return queryClient
  })
}

/**
 * A lazily imported module whose components run queries resolves only once the client is loaded
 * too (both download in parallel). The providers are told of the client before this resolves, so
 * they hand it on before those components render.
 */
export function withQueryClient<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadQueryClient()]).then(([loadedModule]) => loadedModule)
}
