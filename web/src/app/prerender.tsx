import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppProviders } from './providers'
import { AppRoutes } from './router'

/**
 * The app's first render at `/`, as HTML, for index.html (vite.config.ts runs this at build
 * time). The same tree start.tsx hydrates, so hydration draws what the visitor already sees: the
 * top bar (session still loading), the hero's first slide, 'Loading...' and the footer.
 * Emotion writes each component's styles inline before it; nothing here runs in the browser.
 */
export function prerenderHome(): string {
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  )
}
