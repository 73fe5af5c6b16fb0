import type { QueryClient } from '@tanstack/react-query'

/**
 * Where the app's query client (./query-client) is, once loaded. The client and TanStack Query's
 * core are not needed to paint or hydrate any page's shell, so the first load does not carry them:
 * whatever runs a query loads them first (`withQueryClient`), and the providers hand the client on
 * from here (providers.tsx).
 */
let loaded: QueryClient | undefined
const listeners = new Set<() => void>()

/** Called once, by ./query-client as it is evaluated. */
export function publishQueryClient(client: QueryClient): void {
  loaded = client
  for (const listener of listeners) listener()
}

export function loadedQueryClient(): QueryClient | undefined {
  return loaded
}

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Loads the client (a chunk of its own, with TanStack Query's core). */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then((module) => module.queryClient)
}

/**
 * A lazily imported module whose components run queries resolves only once the client is loaded
 * too (both download in parallel). The client's module publishes it as it is evaluated, before
 * this resolves, so the providers have it by the time those components render.
 */
export function withQueryClient<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadQueryClient()]).then(([loadedModule]) => loadedModule)
}
