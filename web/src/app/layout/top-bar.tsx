import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import SvgIcon from '@mui/material/SvgIcon'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react'
import { Link as RouterLink, NavLink, useLocation, useNavigate } from 'react-router-dom'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { messageOf } from '../../lib/error-message'
import { AdoptedSuspense } from '../../lib/use-hydrated'
import { toasts } from '../../lib/toasts'
import { navItems, signedOutItems } from '../../components/layout/nav-items'
import { LanguageSelect } from './language-select'
import { preferredLanguage, storedLanguage, switchLanguage } from '../language'
import { withQueryClient } from '../query-client-slot'
import type { SignedInActionsProps } from './signed-in-actions'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'

const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })))
/** The signed-in actions, once their chunk has loaded (by a render, or ahead by loadSignedInActions). */
let loadedSignedInActions: ComponentType<SignedInActionsProps> | undefined

/**
 * Signed-in only (the bell brings its menu, query and schemas): a visitor's first load carries none
 * of it. Its queries need the query client, which loads beside it. start.tsx loads it ahead on a
 * page the function drew for a signed-in person, so hydration adopts their top bar whole: a part
 * left to hydrate later would meet the reader's language, switched meanwhile, and differ from the
 * English the server drew.
 */
export function loadSignedInActions(): Promise<ComponentType<SignedInActionsProps>> {
  return withQueryClient(import('./signed-in-actions')).then(
    (module) => (loadedSignedInActions = module.SignedInActions),
  )
}

const LazySignedInActions = lazy(() => loadSignedInActions().then((component) => ({ default: component })))

/** Draws at once when loaded; until then, suspends while its chunk loads. */
function SignedInActions(props: SignedInActionsProps) {
  const Actions = loadedSignedInActions ?? LazySignedInActions
  return <Actions {...props} />
}

function MenuIcon() {
  return (
    <SvgIcon>
      <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
    </SvgIcon>
  )
}

/**
 * The current page's link: darkened, not lightened, so its white text keeps AA contrast (7:1 on
 * the amber bar), and underlined, so it does not rest on colour alone.
 */
const activeLink = {
  '&.active': { bgcolor: 'rgba(0,0,0,0.25)', textDecoration: 'underline', textUnderlineOffset: 6 },
} as const

/** The top bar (docs/product.md, Screens); below the large breakpoint (seven links do not fit) they move into a slide-out Drawer. */
export function TopBar() {
  const session = useSession()
  const navigate = useNavigate()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuOpened, setMenuOpened] = useState(false)
  const signedIn = Boolean(session.user?.email)
  const items = navItems(signedIn)
  // Run by the signed-in actions once they show (the session cookie is set by then: a 401 would sign out).
  const syncLanguage = () => {
    // Best effort: a failure leaves the page in its language and the emails in theirs until the next sign-in.
    import('../../features/auth/sync-language')
      .then(({ syncAccountLanguage }) =>
        syncAccountLanguage({ chosen: storedLanguage(), shown: preferredLanguage() }, switchLanguage),
      )
      .catch(() => undefined)
  }
  const saveLanguage = (language: string) => {
    if (signedIn)
      void import('../../features/auth/api/send-language').then(({ sendLanguage }) => sendLanguage(language))
  }

  // Log-Out goes home first, and signs out once the home is on screen, so a protected page does
  // not bounce to /login: the router renders navigations in a transition, which the sign-out's
  // urgent update would overtake, rendering the old protected page signed out.
  const location = useLocation()
  const loggingOut = useRef(false)
  const { signOut } = session
  useEffect(() => {
    if (!loggingOut.current || location.pathname !== paths.home) return
    loggingOut.current = false
    signOut().then(
      () => toasts.warning(copy.toast.loggedOut),
      (error: unknown) => toasts.error(copy.toast.somethingWentWrong(messageOf(error))),
    )
  }, [location, signOut])

  function logOut() {
    loggingOut.current = true
    // A new history entry even from the home, so the effect above runs.
    void navigate(paths.home)
  }

  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={appText.openMenu}
          aria-controls={menuOpen ? 'side-menu' : undefined}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuOpened(true)
            setMenuOpen(true)
          }}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to={paths.home}
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: 2 }}
        >
          {copy.brand}
        </Typography>
        <Box
          component="nav"
          aria-label={appText.mainNav}
          sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {items.map((item) => (
            <Button key={item.to} component={NavLink} to={item.to} end color="inherit" sx={activeLink}>
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
        {/* On a phone the bar has no room: the side menu carries the language menu there. */}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <LanguageSelect id="language-top-bar" onChosen={saveLanguage} />
        </Box>
        {session.loading ? null : session.user && signedIn ? (
          <AdoptedSuspense fallback={null}>
            <SignedInActions user={session.user} onLogOut={logOut} onShown={syncLanguage} />
          </AdoptedSuspense>
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {signedOutItems().map((item) => (
              <Button key={item.to} component={RouterLink} to={item.to} variant="outlined" color="inherit">
                {item.label}
              </Button>
            ))}
          </Box>
        )}
      </Toolbar>
      {/* The side menu's code loads on the first open: most first visits never open it. */}
      {menuOpened && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onLanguage={saveLanguage}
            items={[...items, ...(signedIn ? [] : signedOutItems())]}
          />
        </Suspense>
      )}
    </AppBar>
  )
}
