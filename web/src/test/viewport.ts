import { vi } from 'vitest'

/** Whether a `(min-width: …px)` / `(max-width: …px)` media query holds at this window width. */
function holds(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
  return (
    conditions.length > 0 &&
    conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
  )
}

/** jsdom has no layout: media queries answer as a window `width` px wide would (restored after each test). */
export function setViewportWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string): MediaQueryList =>
      ({
        matches: holds(query, width),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  )
}
