import Box from '@mui/material/Box'
import { Suspense, useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { setUnauthorizedHandler } from '../../lib/api-client'
import { Loading } from '../loading'
import { Footer } from './footer'
import { TopBar } from './top-bar'

/**
 * Spec §4: a 401 or 403 on the credentialed client signs the user out and goes to /login.
 * Registered here because this is the highest point that has both the session and the router.
 */
function useUnauthorizedRedirect() {
  const { signOut } = useSession()
  const navigate = useNavigate()
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // A failed sign-out leaves nothing to show: the user is sent to /login either way.
      signOut().catch(() => undefined)
      void navigate(paths.login)
    })
    return () => setUnauthorizedHandler(undefined)
  }, [signOut, navigate])
}

/** The one layout of spec §2: top bar (with its side menu), the page, the footer. */
export function AppLayout() {
  useUnauthorizedRedirect()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar />
      {/* Pages pick their own width (Container), so the home hero can span the screen. */}
      <Box component="main" sx={{ flexGrow: 1 }}>
        {/* Route components may suspend on useSuspenseQuery when their loader was skipped. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  )
}
