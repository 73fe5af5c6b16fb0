import { vi } from 'vitest'

/** Whether a `(min-width: …px)` / `(max-width: …px)` media query holds at this window width. */
function holds(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
  return (
    conditions.length > 0 &&
    conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
  )
}

/** A media query's answer, as jsdom (which has no layout) cannot give one. */
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

/** jsdom has no layout: media queries answer as a window `width` px wide would (restored after each test). */
export function setViewportWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, holds(query, width)))
}
