import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'

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
