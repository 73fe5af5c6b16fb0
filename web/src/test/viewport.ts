import { vi } from 'vitest'

/** Whether a `(min-width: …px)` / `(max-width: …px)` media query holds at this window width. */
function holds(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
  return (
    conditions.length > 0 &&
    conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
  )
}

/** A media query's answer, fixed: the test, not the DOM library, decides the window's width. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } satisfies MediaQueryList
}

/** The window the tests' pages open in: happy-dom's own default, a small laptop's. */
export const DEFAULT_VIEWPORT = { width: 1024, height: 768 }

/** happy-dom's own API on its window: it lays nothing out, but applies stylesheets' media queries at this size. */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void }
}

function resizeWindow(width: number, height: number): void {
  ;(window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height })
}

/**
 * A window `width` px wide, for the page's stylesheets (which parts `display: none` hides) and for
 * media queries asked from script (restored after each test by resetViewport).
 */
export function setViewportWidth(width: number): void {
  resizeWindow(width, DEFAULT_VIEWPORT.height)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, holds(query, width)))
}

/** Back to the default window (matchMedia's spy is restored with every other mock). */
export function resetViewport(): void {
  resizeWindow(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height)
}
