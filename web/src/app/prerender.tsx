import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { AppProviders } from './providers'
import { routes } from './router'
import { AdoptingPrerenderedHtml } from '../lib/use-hydrated'

/**
 * The app's first render at `/`, as HTML, for index.html (vite.config.ts runs this at build
 * time). The same tree start.tsx hydrates, so hydration draws what the visitor already sees: the
 * top bar (session still loading), the hero's first slide, 'Loading...' and the footer.
 * Emotion writes each component's styles inline before it; nothing here runs in the browser.
 */
export function prerenderHome(): string {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] })
  return renderToString(
    <StrictMode>
      <AdoptingPrerenderedHtml>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AdoptingPrerenderedHtml>
    </StrictMode>,
  )
}
