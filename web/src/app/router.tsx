import type { ComponentType } from 'react'
import { useLanguage } from '../lib/use-language'
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { AppLayout } from './layout/app-layout'
import { RouteError } from '../components/layout/route-error'
import { Loading } from '../components/loading'
import { RequireAuth } from './require-auth'
import { hasServerSession } from '../features/auth/session-snapshot'
import * as home from './routes/home'
import { withQueryClient } from './query-client-slot'

/**
 * What every file in app/routes exports: `Component`, and optionally a `loader` (it may import
 * `queryClient` from ./query-client and prefetch the same query the component reads) and an
 * `ErrorBoundary`.
 */
export interface RouteModule {
  Component: ComponentType
  loader?: LoaderFunction
  ErrorBoundary?: ComponentType
}

type Lazy = () => Promise<RouteModule>

/**
 * The router creates each route's element once, so nothing below it would re-render when the
 * language changes: each route's component subscribes to the language, and its children follow.
 */
function subscribed(Component: ComponentType): ComponentType {
  function InLanguage() {
    useLanguage()
    return <Component />
  }
  InLanguage.displayName = `InLanguage(${Component.displayName ?? Component.name})`
  return InLanguage
}

const Home = subscribed(home.Component)

/**
 * Only the route keys, so a module's other exports (query options, helpers) stay off the route.
 * Pages run queries: the query client loads beside the route's chunk (query-client-slot.ts).
 */
function lazyRoute(load: Lazy): RouteObject['lazy'] {
  return async () => {
    const { Component, loader, ErrorBoundary } = await withQueryClient(load())
    return {
      Component: subscribed(Component),
      ...(loader ? { loader } : {}),
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
    }
  }
}

/**
 * A protected route's loader only runs once the server session exists: before that RequireAuth
 * shows 'Loading...' or redirects to /login, and the component fetches its own data when it renders
 * (so components must read their query, never useLoaderData).
 */
function protectedRoute(load: Lazy): RouteObject['lazy'] {
  return lazyRoute(async () => {
    const module = await load()
    const { loader } = module
    if (!loader) return module
    const gated: LoaderFunction = (args) => (hasServerSession() ? loader(args) : null)
    return { ...module, loader: gated }
  })
}

/** The app's routes (docs/product.md, Screens); tests render these same objects in a memory router. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        // Errors of any page show inside the layout, so the navigation stays usable.
        errorElement: <RouteError />,
        children: [
          // Not lazy: the home's hero is pre-rendered into index.html and React draws it on its first render.
          { index: true, Component: Home },
          { path: 'allfood', lazy: lazyRoute(() => import('./routes/all-food')) },
          { path: 'cook', lazy: lazyRoute(() => import('./routes/cook')) },
          { path: 'delivary', lazy: lazyRoute(() => import('./routes/delivary')) },
          { path: 'login', lazy: lazyRoute(() => import('./routes/login')) },
          { path: 'register', lazy: lazyRoute(() => import('./routes/register')) },
          { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/forgot-password')) },
          { path: 'privacy', lazy: lazyRoute(() => import('./routes/privacy')) },
          { path: 'users/:profileId', lazy: lazyRoute(() => import('./routes/profile')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'details/:id', lazy: protectedRoute(() => import('./routes/details')) },
              { path: 'addfood', lazy: protectedRoute(() => import('./routes/add-food')) },
              { path: 'mypost', lazy: protectedRoute(() => import('./routes/my-post')) },
              { path: 'mypost/:id/requests', lazy: protectedRoute(() => import('./routes/food-requests')) },
              { path: 'update/:id', lazy: protectedRoute(() => import('./routes/update-food')) },
              { path: 'myrequest', lazy: protectedRoute(() => import('./routes/my-request')) },
              { path: 'messages', lazy: protectedRoute(() => import('./routes/messages')) },
              { path: 'messages/:requestId', lazy: protectedRoute(() => import('./routes/thread')) },
              { path: 'alerts', lazy: protectedRoute(() => import('./routes/alerts')) },
              { path: 'account/notifications', lazy: protectedRoute(() => import('./routes/account-notifications')) },
              { path: 'account', lazy: protectedRoute(() => import('./routes/account')) },
              { path: 'moderation', lazy: protectedRoute(() => import('./routes/moderation')) },
            ],
          },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
