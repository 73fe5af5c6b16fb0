import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { Loading } from '../../components/loading'
import { useScrollRestoration } from '../../lib/use-scroll-restoration'
import { Footer } from '../../components/layout/footer'
import { AdoptedSuspense } from '../../lib/use-hydrated'
import { useLanguage } from '../../lib/use-language'
import { TopBar } from './top-bar'

/**
 * Sign-out follows a rejected session (docs/product.md, Accounts and sessions): a 401 on the credentialed client signs the user out
 * and goes to /login (a 403 only says "not for you" and keeps the session). Registered here, the
 * highest point that has both the session and the router. The API client and its response schemas
 * are imported after first paint: the home's first load does not need them.
 */
function useUnauthorizedRedirect() {
  const { signOut } = useSession()
  const navigate = useNavigate()
  useEffect(() => {
    let current = true
    const register = import('../../lib/api-client').then(({ setUnauthorizedHandler }) => {
      if (!current) return undefined
      setUnauthorizedHandler(() => {
        // A failed sign-out leaves nothing to show: the user is sent to /login either way.
        signOut().catch(() => undefined)
        void navigate(paths.login)
      })
      return setUnauthorizedHandler
    })
    return () => {
      current = false
      void register.then((setUnauthorizedHandler) => setUnauthorizedHandler?.(undefined))
    }
  }, [signOut, navigate])
}

/** The one layout of every screen (docs/product.md, Screens): top bar (with its side menu), the page, the footer. */
export function AppLayout() {
  useUnauthorizedRedirect()
  useLanguage()
  useScrollRestoration()
  const { pathname } = useLocation()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar />
      {/* Pages pick their own width (Container), so the home hero can span the screen. */}
      <Box component="main" sx={{ flexGrow: 1 }}>
        {/* Lazy route modules suspend while their chunk loads. A boundary per address: the router
            navigates in a transition, which would keep the page before on screen, under the new
            address, until the new page's chunk is in; a new boundary shows 'Loading...' at once. */}
        <AdoptedSuspense key={pathname} fallback={<Loading />}>
          <Outlet />
        </AdoptedSuspense>
      </Box>
      <Footer />
    </Box>
  )
}
