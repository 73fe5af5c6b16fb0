import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { REDIRECT_DELAY_MS } from '../../config/constants'

/**
 * Redirects after login and register happen 2000 ms later; leaving the page cancels them. A person
 * who goes elsewhere in the meantime (a link, the bell) stays where they went: React Router draws
 * the next screen in a transition, so while its code loads the page they left is still mounted and
 * its timer still runs. The address bar already shows where they went, so the redirect checks it.
 */
export function useDelayedNavigate(): (to: string) => void {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (to: string) => {
      clearTimeout(timer.current)
      const promisedAt = currentAddress()
      timer.current = setTimeout(() => {
        if (currentAddress() === promisedAt) void navigate(to, { replace: true })
      }, REDIRECT_DELAY_MS)
    },
    [navigate],
  )
}

function currentAddress(): string {
  return window.location.pathname + window.location.search
}
