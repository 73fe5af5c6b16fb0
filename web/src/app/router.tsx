import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react'
import { createRoutesFromElements, matchRoutes, Outlet, Route, Routes } from 'react-router-dom'
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
 */
export interface RouteModule {
  Component: ComponentType
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

/** A route's component whose module loads on its first visit; `load` fetches and runs it ahead. */
type LazyRouteComponent = (() => ReactElement) & { load: () => Promise<void> }

/**
 * A route whose module loads on its first visit, with the query client beside it (its page runs
 * queries, query-client-slot.ts). It suspends until then: the layout's Suspense shows 'Loading...',
 * and a click keeps the current page on screen meanwhile (the router navigates in a transition).
 * Once loaded (by a visit or by `load`), it draws at once. A failed download shows the route's
 * error with Retry, which downloads again: React's `lazy` keeps a failure, so a failed one is
 * replaced by a fresh one.
 */
function lazyRoute(load: () => Promise<RouteModule>): LazyRouteComponent {
  let loaded: ComponentType | undefined
  const loadModule = () =>
    withQueryClient(load()).then(({ Component }) => {
      loaded ??= subscribed(Component)
      return { default: loaded }
    })
  const fresh = () =>
    lazy(() =>
      loadModule().catch((error: unknown) => {
        current = fresh()
        throw error
      }),
    )
  let current = fresh()
  function LazyRoute() {
    const Page = loaded ?? current
    return <Page />
  }
  LazyRoute.load = async () => void (await loadModule())
  return LazyRoute
}

const AllFood = lazyRoute(() => import('./routes/all-food'))
const Cook = lazyRoute(() => import('./routes/cook'))
const Delivary = lazyRoute(() => import('./routes/delivary'))
const Login = lazyRoute(() => import('./routes/login'))
const Register = lazyRoute(() => import('./routes/register'))
const ForgotPassword = lazyRoute(() => import('./routes/forgot-password'))
const Privacy = lazyRoute(() => import('./routes/privacy'))
const Profile = lazyRoute(() => import('./routes/profile'))
const Details = lazyRoute(() => import('./routes/details'))
const AddFood = lazyRoute(() => import('./routes/add-food'))
const MyPost = lazyRoute(() => import('./routes/my-post'))
const FoodRequests = lazyRoute(() => import('./routes/food-requests'))
const UpdateFood = lazyRoute(() => import('./routes/update-food'))
const MyRequest = lazyRoute(() => import('./routes/my-request'))
const Messages = lazyRoute(() => import('./routes/messages'))
const Thread = lazyRoute(() => import('./routes/thread'))
const Alerts = lazyRoute(() => import('./routes/alerts'))
const AccountNotifications = lazyRoute(() => import('./routes/account-notifications'))
const Account = lazyRoute(() => import('./routes/account'))
const Moderation = lazyRoute(() => import('./routes/moderation'))
const NotFound = lazyRoute(() => import('./routes/not-found'))

/**
 * The app's routes (docs/product.md, Screens), inside whichever router renders them: the browser's
 * (start.tsx), the pre-rendered home's (prerender.tsx) or a test's memory router (test/render.tsx).
 */
const routeTree = (
  <Route
    element={
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    }
  >
    {/* Errors of any page show inside the layout, so the navigation stays usable. */}
    <Route
      element={
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      }
    >
      {/* Not lazy: the home's hero is pre-rendered into index.html and React draws it on its first render. */}
      <Route index element={<Home />} />
      <Route path="allfood" element={<AllFood />} />
      <Route path="cook" element={<Cook />} />
      <Route path="delivary" element={<Delivary />} />
      <Route path="login" element={<Login />} />
      <Route path="register" element={<Register />} />
      <Route path="forgot-password" element={<ForgotPassword />} />
      <Route path="privacy" element={<Privacy />} />
      <Route path="users/:profileId" element={<Profile />} />
      <Route element={<RequireAuth />}>
        <Route path="details/:id" element={<Details />} />
        <Route path="addfood" element={<AddFood />} />
        <Route path="mypost" element={<MyPost />} />
        <Route path="mypost/:id/requests" element={<FoodRequests />} />
        <Route path="update/:id" element={<UpdateFood />} />
        <Route path="myrequest" element={<MyRequest />} />
        <Route path="messages" element={<Messages />} />
        <Route path="messages/:requestId" element={<Thread />} />
        <Route path="alerts" element={<Alerts />} />
        <Route path="account/notifications" element={<AccountNotifications />} />
        <Route path="account" element={<Account />} />
        <Route path="moderation" element={<Moderation />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Route>
  </Route>
)
const routes = <Routes>{routeTree}</Routes>

export function AppRoutes() {
  return routes
}

function isLazyRoute(type: unknown): type is LazyRouteComponent {
  return typeof type === 'function' && typeof (type as Partial<LazyRouteComponent>).load === 'function'
}

/**
 * Loads the modules of the routes a first render at `pathname` draws, so that render draws the
 * page itself, not 'Loading...' and then the page: the screens that keep their frame while their
 * data or the sign-in state loads (require-auth.tsx) have registered it by then, and nothing on
 * the page moves (the footer stays where the page puts it). start.tsx awaits it on every page but
 * the pre-rendered home; a failure is the route's own to show, when it renders.
 */
export async function loadRoutesAt(pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routeTree), pathname) ?? []
  const loads: Promise<void>[] = []
  for (const { route } of matches) {
    if (isValidElement(route.element) && isLazyRoute(route.element.type)) loads.push(route.element.type.load())
  }
  await Promise.all(loads)
}
