import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs <div id="root">')

const router = createAppRouter()

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
