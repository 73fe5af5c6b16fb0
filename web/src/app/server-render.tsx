import createCache from '@emotion/cache'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import type { ApiAnswer, DrawnPerson, PageRenderer } from '@shared/rendered-pages'
import { paths } from '../config/paths'
import { seedFood } from '../features/foods/api/get-food'
import { seedFirstPage } from '../features/foods/api/get-foods'
import { AdoptingPrerenderedHtml } from '../lib/use-hydrated'
import { fillPage } from './prerender'
import { AppProviders } from './providers'
import { AppRoutes } from './router'
import { drawnPersonElement, serverAnswerElement } from './server-answer'

/**
 * The function's renders of the app (functions/src/routes/pages.ts loads this, built by
 * `vite build --ssr` into functions/lib/web). Each page is rendered as the browser will first
 * draw it, so start.tsx hydrates it: the session loading (or the person it was drawn for), English
 * (the reader's language takes over after hydration, as on the home), and the data the function
 * hands over.
 */
async function render(location: string, queryClient: QueryClient, person?: DrawnPerson): Promise<string> {
  // Waits for the route's lazy screen (renderToString would draw its fallback instead).
  const { prelude } = await prerender(
    <StrictMode>
      <AdoptingPrerenderedHtml>
        <AppProviders queryClient={queryClient} emotionCache={createCache({ key: 'css' })} drawnUser={person}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </AdoptingPrerenderedHtml>
    </StrictMode>,
    // Every boundary inline, as renderToString writes it: a large one would otherwise come last,
    // hidden, behind an inline script that the page's CSP refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}

/** Nothing is fetched on the server: what it was given is what it draws, the rest as still on its way. */
function givenOnly(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
}

export const renderAllFood: PageRenderer['renderAllFood'] = async (shell: string, firstPage: ApiAnswer) => {
  const queryClient = givenOnly()
  seedFirstPage(queryClient, firstPage)
  return fillPage(shell, await render(paths.allFood, queryClient), serverAnswerElement(firstPage))
}

export const renderDetails: PageRenderer['renderDetails'] = async (shell, id, food, person) => {
  const queryClient = givenOnly()
  seedFood(queryClient, id, food)
  return fillPage(
    shell,
    await render(paths.details(id), queryClient, person),
    serverAnswerElement(food) + drawnPersonElement(person),
  )
}
