import { useCallback, useEffect, useRef } from 'react'
import { useNavigate, type NavigateOptions } from 'react-router-dom'
import { REDIRECT_DELAY_MS } from '../config/constants'

/**
 * The redirect 2000 ms after a success (login, register, a food saved); leaving the page cancels
 * it. A person who goes elsewhere in the meantime (a link, the bell) stays where they went: React
 * Router draws the next screen in a transition, so while its code loads the page they left is
 * still mounted and its timer still runs. The address bar already shows where they went, so the
 * redirect checks it.
 */
export function useDelayedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      clearTimeout(timer.current)
      const promisedAt = currentAddress()
      timer.current = setTimeout(() => {
        if (currentAddress() === promisedAt) void navigate(to, options)
      }, REDIRECT_DELAY_MS)
    },
    [navigate],
  )
}

function currentAddress(): string {
  return window.location.pathname + window.location.search
}
