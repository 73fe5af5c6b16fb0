import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { paths } from '../config/paths'
import { useSession } from '../features/auth/session-context'

/** Where /login sends the user back to after signing in. */
export interface LoginRedirectState {
  from: string
}

/**
 * Protected routes (docs/product.md, Screens) show the screen's loading frame (router.tsx) while
 * the auth state loads, then send anyone without an email-bearing user to /login, carrying the
 * attempted path.
 */
export function RequireAuth({ frame, children }: { frame: ReactNode; children: ReactNode }) {
  const { user, loading } = useSession()
  const location = useLocation()
  if (loading) return frame
  if (!user?.email) {
    const state: LoginRedirectState = { from: location.pathname }
    return <Navigate to={paths.login} replace state={state} />
  }
  return children
}
