import { lazy, type ComponentType } from 'react'
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom'
import { paths } from '../config/paths'
import { Loading } from '../components/loading'
import { useLanguage } from '../lib/use-language'
import { AppLayout } from './layout/app-layout'
import { RouteErrorBoundary } from '../components/layout/route-error'
import { RequireAuth } from './require-auth'
import * as home from './routes/home'
import { withQueryClient } from './query-client-slot'

/**
 * What every file in app/routes exports: `Component`, which starts its own data (its queries,
 * docs/decisions/loading-pattern.md). React Router's declarative router has no loaders: the data
 * router's would cost the first load about 16 KB gzip (docs/decisions/declarative-router.md).
 * A screen that draws its own frame while its data loads exports it as `LoadingFrame`: it shows
 * while the sign-in state loads too, so nothing on the page moves between the two waits (a plain
 * 'Loading...' is shorter than the screen that follows).
 */
export interface RouteModule {
  Component: ComponentType
  LoadingFrame?: ComponentType
}

/**
 * The routes' elements are made once, so nothing below them would re-render when the language
 * changes: each route's component subscribes to the language, and its children follow.
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

/** The parts of a screen its module gives, once loaded. */
interface ScreenParts {
  Page: ComponentType
  Frame: ComponentType
}

/** A screen whose module loads on its first visit (or ahead, by `load`). */
interface LazyScreen extends ScreenParts {
  load: () => Promise<void>
}

/**
 * A screen whose module loads on its first visit, with the query client beside it (its page runs
 * queries, query-client-slot.ts). Its parts suspend until then: the layout's Suspense shows
 * 'Loading...'. Once loaded (by a visit or by `load`), they draw at once. A failed download shows
 * the route's error with Retry, which downloads again: React's `lazy` keeps a failure, so a failed
 * one is replaced by a fresh one.
 */
function lazyScreen(load: () => Promise<RouteModule>): LazyScreen {
  let loaded: ScreenParts | undefined
  const loadModule = () =>
    withQueryClient(load()).then(
      (module) => (loaded ??= { Page: subscribed(module.Component), Frame: module.LoadingFrame ?? Loading }),
    )
  function lazyPart(part: keyof ScreenParts): ComponentType {
    const fresh = () =>
      lazy(() =>
        loadModule().then(
          (parts) => ({ default: parts[part] }),
          (error: unknown) => {
            current = fresh()
            throw error
          },
        ),
      )
    let current = fresh()
    function LazyPart() {
      const Part = loaded?.[part] ?? current
      return <Part />
    }
    return LazyPart
  }
  return {
    Page: lazyPart('Page'),
    Frame: lazyPart('Frame'),
    load: async () => void (await loadModule()),
  }
}

/** A screen of the app by its address; a `signedIn` one sends anyone signed out to /login. */
interface ScreenRoute {
  path: string
  screen: LazyScreen
  signedIn?: true
}

/** The app's screens (docs/product.md, Screens) but the home, which is not lazy. */
const screens: ScreenRoute[] = [
  { path: paths.allFood, screen: lazyScreen(() => import('./routes/all-food')) },
  { path: paths.cook, screen: lazyScreen(() => import('./routes/cook')) },
  { path: paths.delivary, screen: lazyScreen(() => import('./routes/delivary')) },
  { path: paths.login, screen: lazyScreen(() => import('./routes/login')) },
  { path: paths.register, screen: lazyScreen(() => import('./routes/register')) },
  { path: paths.forgotPassword, screen: lazyScreen(() => import('./routes/forgot-password')) },
  { path: paths.privacy, screen: lazyScreen(() => import('./routes/privacy')) },
  { path: '/users/:profileId', screen: lazyScreen(() => import('./routes/profile')) },
  { path: '/details/:id', screen: lazyScreen(() => import('./routes/details')), signedIn: true },
  { path: paths.addFood, screen: lazyScreen(() => import('./routes/add-food')), signedIn: true },
  { path: paths.myPost, screen: lazyScreen(() => import('./routes/my-post')), signedIn: true },
  { path: '/mypost/:id/requests', screen: lazyScreen(() => import('./routes/food-requests')), signedIn: true },
  { path: '/update/:id', screen: lazyScreen(() => import('./routes/update-food')), signedIn: true },
  { path: paths.myRequest, screen: lazyScreen(() => import('./routes/my-request')), signedIn: true },
  { path: paths.messages, screen: lazyScreen(() => import('./routes/messages')), signedIn: true },
  { path: '/messages/:requestId', screen: lazyScreen(() => import('./routes/thread')), signedIn: true },
  { path: paths.alerts, screen: lazyScreen(() => import('./routes/alerts')), signedIn: true },
  {
    path: paths.notificationSettings,
    screen: lazyScreen(() => import('./routes/account-notifications')),
    signedIn: true,
  },
  { path: paths.account, screen: lazyScreen(() => import('./routes/account')), signedIn: true },
  { path: paths.moderation, screen: lazyScreen(() => import('./routes/moderation')), signedIn: true },
  { path: '*', screen: lazyScreen(() => import('./routes/not-found')) },
]

/**
 * The route tree, inside whichever router renders it: the browser's (start.tsx), the pre-rendered
 * home's (prerender.tsx) or a test's memory router (test/render.tsx).
 */
const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Errors of any page show inside the layout, so the navigation stays usable.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          // Not lazy: the home's hero is pre-rendered into index.html and React draws it on its first render.
          { index: true, element: <Home /> },
          ...screens.map(({ path, screen: { Page, Frame }, signedIn }) => ({
            path,
            element: signedIn ? (
              <RequireAuth frame={<Frame />}>
                <Page />
              </RequireAuth>
            ) : (
              <Page />
            ),
          })),
        ],
      },
    ],
  },
]

export function AppRoutes() {
  return useRoutes(routes)
}

/**
 * Loads the module of the screen a first render at `pathname` draws, so that render draws the
 * screen itself (or its own loading frame), not 'Loading...' and then the screen: nothing on the
 * page moves (the footer stays where the screen puts it). start.tsx awaits it on every page but
 * the pre-rendered home; a failure is the route's own to show, when it renders.
 */
export async function loadRoutesAt(pathname: string): Promise<void> {
  const [match] = matchRoutes(screens, pathname) ?? []
  await match?.route.screen.load()
}
