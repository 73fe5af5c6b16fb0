import {
  Suspense,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
  type SuspenseProps,
} from 'react'
import { whenIdle } from './when-idle'

/** True unless an `AdoptingPrerenderedHtml` above is still drawing what the pre-rendered HTML shows. */
const HydratedContext = createContext(true)
/** True unless an `AdoptingPrerenderedHtml` above has not yet seen the browser idle since hydration. */
const SettledContext = createContext(true)

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
  const [settled, setSettled] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  useEffect(() => {
    if (hydrated && !settled) return whenIdle(() => startTransition(() => setSettled(true)))
  }, [hydrated, settled])
  return (
    <HydratedContext.Provider value={hydrated}>
      <SettledContext.Provider value={settled}>{children}</SettledContext.Provider>
    </HydratedContext.Provider>
  )
}

/**
 * False while React renders the pre-rendered HTML and while it hydrates it, true on every other
 * render. Whatever depends on the browser (storage, chunks loaded later) waits for true, so
 * hydration draws exactly what the server drew. Outside `AdoptingPrerenderedHtml` (every page but
 * the pre-rendered home, and tests), it is true at once.
 *
 * It turns true once all of the markup is adopted, provided each Suspense boundary the HTML holds
 * is an `AdoptedSuspense`.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext)
}

/**
 * True once the browser has been idle after hydration (at once outside `AdoptingPrerenderedHtml`).
 * What nobody sees at first (rows below the fold, and what loads when they come near) waits for
 * it, so drawing it is a task of its own and not part of the commit that ends hydration.
 */
export function useSettled(): boolean {
  return useContext(SettledContext)
}

/**
 * A Suspense boundary that pre-rendered HTML may hold. React commits the page's frame first and
 * adopts what such a boundary drew in a render of its own, later, by which time something outside
 * React (the language, read by every text) may have changed, and the markup no longer matches
 * (React's #418). This one is drawn again when `useHydrated()` turns true; a boundary React has not
 * adopted yet that is drawn again is adopted first, as the server drew it. So whatever waits for
 * `useHydrated()` runs after every boundary is adopted.
 */
export function AdoptedSuspense(props: SuspenseProps) {
  useHydrated()
  return <Suspense {...props} />
}
