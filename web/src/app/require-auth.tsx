import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { paths } from '../config/paths'
import { useSession } from '../features/auth/session-context'
import { Loading } from '../components/loading'

/** Where /login sends the user back to after signing in. */
export interface LoginRedirectState {
  from: string
}

/**
 * Protected routes (docs/product.md, Screens) show 'Loading...' while the auth state loads, then send anyone
 * without an email-bearing user to /login, carrying the attempted path.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession()
  const location = useLocation()
  if (loading) return <Loading />
  if (!user?.email) {
    const state: LoginRedirectState = { from: location.pathname }
    return <Navigate to={paths.login} replace state={state} />
  }
  return children ?? <Outlet />
}
