import type { ComponentType, ReactNode } from 'react'
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom'
import { paths } from '../config/paths'
import { useSession } from '../features/auth/session-context'
import { Loading } from '../components/loading'

/** Where /login sends the user back to after signing in. */
export interface LoginRedirectState {
  from: string
}

/**
 * Screens that draw their own frame, 'Loading...' included, while their data loads: their route
 * module registers it here, and it shows while the sign-in state loads too, so nothing on the page
 * moves between the two waits (a plain 'Loading...' is shorter than the screen that follows).
 */
const loadingFrames: { pattern: string; Frame: ComponentType }[] = []

export function showWhileSignInLoads(pattern: string, Frame: ComponentType): void {
  if (!loadingFrames.some((entry) => entry.pattern === pattern)) loadingFrames.push({ pattern, Frame })
}

/**
 * Protected routes (docs/product.md, Screens) show 'Loading...' while the auth state loads, then send anyone
 * without an email-bearing user to /login, carrying the attempted path.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useSession()
  const location = useLocation()
  if (loading) {
    const Frame = loadingFrames.find(({ pattern }) => matchPath(pattern, location.pathname))?.Frame ?? Loading
    return <Frame />
  }
  if (!user?.email) {
    const state: LoginRedirectState = { from: location.pathname }
    return <Navigate to={paths.login} replace state={state} />
  }
  return children ?? <Outlet />
}
