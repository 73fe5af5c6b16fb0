import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchPath } from 'react-router-dom'
import { renderedPages } from '@shared/rendered-pages'
import { AppProviders, ltrEmotionCache } from './providers'
import { startLanguage } from './language'
import { AppRoutes, loadRoutesAt } from './router'
import { themeFor } from './theme'
import { AdoptingPrerenderedHtml, useHydrated } from '../lib/use-hydrated'
import { drawnPerson, serverAnswer } from './server-answer'
import { loadSignedInActions } from './layout/top-bar'

/** The app itself; main.tsx imports it once the pre-rendered page has painted (or at once on app.html). */
const root = document.getElementById('root')
if (!root) throw new Error('index.html needs <div id="root">')

/**
 * Once the app has drawn the page, or adopted it and drawn what changes after: marks it
 * (`<html data-app-started>`) and starts the browser's language. On a pre-rendered page the buttons
 * show before the app that answers them has started: a tap in between does nothing, and the
 * journeys wait for the mark before they act (e2e/support/see.ts, openPage). The pre-rendered pages
 * (the home, and those the function renders) are English until React has adopted all of their
 * markup, so hydration compares like with like. Not at the first commit: it holds the page's frame
 * only, and React adopts what each Suspense boundary drew (the page itself) in later renders, which
 * would read the texts in the new language (React's #418). Once `useHydrated()` is true they are all
 * adopted (lib/use-hydrated.tsx). Every other page started its language before its first render.
 */
function AfterAdoption() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated) return
    document.documentElement.setAttribute('data-app-started', '')
    void startLanguage()
  }, [hydrated])
  return null
}

/**
 * A page the function rendered (docs/decisions/server-rendered-allfood.md) is hydrated with what it
 * was drawn from: its screen's module (else hydration would wait for it) and the API's answer in the
 * query cache. The home needs neither: its screen is in the app's first load, and it has no data yet.
 */
async function adoptServerRender(): Promise<void> {
  const answer = serverAnswer()
  if (!answer) return
  // The screen's modules in steps, a task each: the browser evaluates an import's modules in one
  // task, and all of a screen's at once (the answers' schemas, MUI's text field, the list and its
  // cards) would hold the main thread for some 150 ms on a phone, while the page is already on
  // screen and a tap should be answered.
  await import('../lib/api-client')
  await nextTask()
  const details = matchPath(renderedPages.details, location.pathname)
  if (details?.params.id) {
    // Drawn for a signed-in person: their top bar's actions too.
    if (drawnPerson()) await loadSignedInActions().catch(() => undefined)
    await nextTask()
    await loadRoutesAt(location.pathname).catch(() => undefined)
    const { adoptFood } = await import('./routes/details')
    adoptFood(details.params.id, answer)
    return
  }
  await import('@mui/material/TextField')
  await nextTask()
  await loadRoutesAt(location.pathname).catch(() => undefined)
  const { adoptFirstPage } = await import('./routes/all-food')
  adoptFirstPage(answer)
}

/** Ends the current task: the browser may paint and answer a tap before the start's next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}

/**
 * The app's start, a step a task. Evaluating its modules is one task already; making the theme and
 * Emotion's cache take about as long again on a phone (Lighthouse's mobile CPU), so each gets a
 * task of its own before React starts, and none holds the main thread long enough to delay a tap
 * (over 50 ms: a "long task", counted in Total Blocking Time).
 */
async function start(root: HTMLElement): Promise<void> {
  const prerendered = root.hasChildNodes()
  // Every page but the pre-rendered ones draws in the chosen language from its first render, and
  // draws its page at once (not 'Loading...' first, which would move the footer).
  const ready = prerendered
    ? adoptServerRender()
    : Promise.all([startLanguage().catch(() => undefined), loadRoutesAt(location.pathname).catch(() => undefined)])
  await nextTask()
  themeFor('ltr')
  await nextTask()
  ltrEmotionCache()
  await nextTask()
  const providers = (
    <AppProviders drawnUser={prerendered ? drawnPerson() : undefined}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
  const page = (
    <>
      {providers}
      <AfterAdoption />
    </>
  )
  const app = <StrictMode>{prerendered ? <AdoptingPrerenderedHtml>{page}</AdoptingPrerenderedHtml> : page}</StrictMode>
  // A transition: React renders the app in slices of a few milliseconds, yielding to the browser in
  // between, instead of one long task. At `/` it hydrates the pre-rendered home (index.html): it
  // adopts the markup already on screen instead of drawing, styling and painting it all again. Its
  // first render must draw what prerender.tsx drew (lib/use-hydrated.tsx).
  await ready
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else startTransition(() => createRoot(root).render(app))
}

void start(root)

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
