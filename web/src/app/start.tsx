import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './providers'
import { createAppRouter } from './router'

/** The app itself; main.tsx imports it once the pre-rendered page has painted. */
const root = document.getElementById('root')
if (!root) throw new Error('index.html needs <div id="root">')

const router = createAppRouter()

// A transition: React renders the app in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task. At `/` the visitor already sees the pre-rendered home meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})

// Off the first load: nothing on screen needs the service worker, which registers once the page has loaded.
void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker())
