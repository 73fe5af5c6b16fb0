import { lazy, type ComponentType } from 'react'
import { Outlet, Route, Routes } from 'react-router-dom'
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

/**
 * A route whose module loads on its first visit, with the query client beside it (its page runs
 * queries, query-client-slot.ts). It suspends until then: the layout's Suspense shows 'Loading...'
 * on a first render, and a click keeps the current page on screen meanwhile (the router navigates
 * in a transition). A failed download shows the route's error with Retry, which downloads again:
 * React's `lazy` keeps a failure, so a failed one is replaced by a fresh one.
 */
function lazyRoute(load: () => Promise<RouteModule>): ComponentType {
  const fresh = () =>
    lazy(() =>
      withQueryClient(load()).then(
        ({ Component }) => ({ default: subscribed(Component) }),
        (error: unknown) => {
          current = fresh()
          throw error
        },
      ),
    )
  let current = fresh()
  function LazyRoute() {
    const Page = current
    return <Page />
  }
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
const routes = (
  <Routes>
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
  </Routes>
)

export function AppRoutes() {
  return routes
}
