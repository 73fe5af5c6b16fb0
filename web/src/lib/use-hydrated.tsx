import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'

/** True unless an `AdoptingPrerenderedHtml` above is still drawing what the pre-rendered HTML shows. */
const HydratedContext = createContext(true)

/**
 * Wraps a tree rendered into HTML ahead of time (app/prerender.tsx) and the tree that hydrates it
 * (app/start.tsx). Its children see `useHydrated()` false on the server and during hydration, so
 * hydration draws exactly what the server drew, then true from the render after, which is a
 * transition: React draws what changes (the session, the lazy parts) in slices of a few
 * milliseconds, yielding to the browser in between, instead of one long task. (A
 * useSyncExternalStore whose server and browser snapshots differ would re-render synchronously,
 * in one task of the whole session's subtree.)
 */
export function AdoptingPrerenderedHtml({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
}

/**
 * False while React renders the pre-rendered HTML and while it hydrates it, true on every other
 * render. Whatever depends on the browser (storage, chunks loaded later) waits for true, so
 * hydration draws exactly what the server drew. Outside `AdoptingPrerenderedHtml` (every page but
 * the pre-rendered home, and tests), it is true at once.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext)
}
