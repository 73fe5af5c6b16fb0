import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const STORE_PREFIX = 'foodshare:scroll:'
/** Frames to wait for a page to grow tall enough to restore into (its rows measured, its images sized). */
const RESTORE_FRAMES = 30

function saved(key: string): number | undefined {
  try {
    const value = Number(sessionStorage.getItem(STORE_PREFIX + key))
    return Number.isFinite(value) && value > 0 ? value : undefined
  } catch {
    return undefined
  }
}

function save(key: string, y: number): void {
  try {
    sessionStorage.setItem(STORE_PREFIX + key, String(Math.round(y)))
  } catch {
    // Storage full or refused (private mode): Back then opens at the top, as a new page does.
  }
}

/** The history entry whose position this module last set: a page mounting after that is not new. */
let settledKey: string | undefined

/** Where a page opens: its saved place on Back and Forward (and a reload), the top otherwise. */
function openingOffset(key: string, navigationType: string): number {
  return navigationType === 'POP' ? (saved(key) ?? 0) : 0
}

/**
 * A window virtualiser's `initialOffset`: a list mounting with its page starts at the position the
 * page opens at (below, restored after the list has mounted), not at the page before's; a list
 * mounting later (a view switched back) starts where the window is.
 */
export function useInitialScrollOffset(): () => number {
  const location = useLocation()
  const navigationType = useNavigationType()
  return () => (location.key === settledKey ? window.scrollY : openingOffset(location.key, navigationType))
}

/**
 * New pages open at the top; Back and Forward (and a reload) return to where the person was on
 * that entry. The position is kept per history entry (`location.key`) in sessionStorage, recorded
 * as the page scrolls, so the shorter page that replaces it cannot clamp it first. The browser's
 * own restoration is off: it would act before the new page has drawn. A window-virtualised list
 * (the /allfood grid) reads `window.scrollY` when it mounts, so it draws the rows at the position
 * restored here. React Router's `ScrollRestoration` would do this too, but costs the first load more.
 */
export function useScrollRestoration(): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  const current = useRef(location.key)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    let frame = 0
    function record() {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => save(current.current, window.scrollY))
    }
    window.addEventListener('scroll', record, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', record)
    }
  }, [])

  useLayoutEffect(() => {
    current.current = location.key
    settledKey = location.key
    const target = openingOffset(location.key, navigationType)
    if (target === 0) {
      window.scrollTo(0, 0)
      return
    }
    let frames = 0
    let frame = 0
    function restore() {
      window.scrollTo(0, target)
      frames += 1
      if (Math.abs(window.scrollY - target) > 1 && frames < RESTORE_FRAMES) frame = requestAnimationFrame(restore)
    }
    restore()
    return () => cancelAnimationFrame(frame)
  }, [location.key, navigationType])
}
