import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * False while React renders on the server (app/prerender.tsx) and while it hydrates that HTML in
 * the browser (app/start.tsx), true on every other render: React itself knows, for each component,
 * whether it is hydrating. Whatever depends on the browser (storage, chunks loaded later) waits for
 * true, so hydration draws exactly what the server drew, and React renders those components again
 * right after. Rendered without pre-rendered HTML, it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
