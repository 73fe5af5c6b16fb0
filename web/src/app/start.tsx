import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from './providers'
import { startLanguage } from './language'
import { AppRoutes } from './router'

/** The app itself; main.tsx imports it once the pre-rendered page has painted (or at once on app.html). */
const root = document.getElementById('root')
if (!root) throw new Error('index.html needs <div id="root">')

/**
 * The pre-rendered home is English: the browser's language takes over once React has adopted that
 * markup (an effect runs after hydration), so hydration compares like with like.
 */
function StartLanguageAfterHydration() {
  useEffect(() => void startLanguage(), [])
  return null
}

const prerendered = root.hasChildNodes()
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
    {prerendered && <StartLanguageAfterHydration />}
  </StrictMode>
)

// A transition: React renders the app in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task. At `/` it hydrates the pre-rendered home (index.html): it
// adopts the markup already on screen instead of drawing, styling and painting it all again. Its
// first render must draw what prerender.tsx drew (lib/use-hydrated.ts).
// Every other page has nothing on screen yet: it draws in the chosen language from the start.
if (prerendered) startTransition(() => void hydrateRoot(root, app))
else void startLanguage().finally(() => startTransition(() => createRoot(root).render(app)))

/** The service worker waits this long after load: its install downloads the whole precache (1.4 MB). */
const SERVICE_WORKER_DELAY_MS = 5000

// Nothing on screen needs the service worker: it registers once the page has loaded and the browser
// has been idle a while after, so its script and precache never compete with the first seconds.
function registerWhenIdle(): void {
  setTimeout(() => {
    const register = () => void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker())
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: SERVICE_WORKER_DELAY_MS })
    else register()
  }, SERVICE_WORKER_DELAY_MS)
}
if (document.readyState === 'complete') registerWhenIdle()
else window.addEventListener('load', registerWhenIdle, { once: true })
