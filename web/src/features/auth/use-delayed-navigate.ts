import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { REDIRECT_DELAY_MS } from '../../config/constants'

/** Redirects after login and register happen 2000 ms later; leaving the page cancels them. */
export function useDelayedNavigate(): (to: string) => void {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (to: string) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void navigate(to, { replace: true }), REDIRECT_DELAY_MS)
    },
    [navigate],
  )
}
