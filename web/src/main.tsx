/**
 * The page's one script, kept tiny. On the pre-rendered home (index.html) it lets the browser
 * paint that first, then loads and runs the app: run at once, the app's JavaScript would hold the
 * first paint until it had all been evaluated, and nothing of it is needed to paint. Every other
 * page (app.html) has nothing to paint before the app, so the app starts at once there.
 */
let started = false
async function start(): Promise<void> {
  if (started) return
  started = true
  warmIntlOffTheMainThread()
  await preloadOneATask()
  // The drawn screen's too, before the app starts: app/start.tsx (or the home's first render)
  // imports it a few tasks in, and Vite's preload would then append, in one task, every link not yet here.
  await preloadOneATask(drawnScreen())
  // React DOM first, in a task of its own: the browser evaluates each import's modules in one
  // task, and all of the app's at once would hold the main thread for some 200 ms on a phone.
  // app/start.tsx's own steps then take a task each too.
  await import('react-dom/client')
  await nextTask()
  await import('./app/start')
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}

/** The `<template>` of a pre-rendered page's module preloads (web/vite.config.ts, inertPreloads). */
const INERT_PRELOADS_ID = 'app-modules'

/**
 * Moves a pre-rendered page's module preloads into `<head>`, one a task: those of the app, or of
 * `screen` (a screen the function drew). Each starts a request, which in a page still loading took
 * 1–5 ms: Vite's own preload appends them all before each import, in one task, and finds them
 * here instead.
 */
async function preloadOneATask(screen?: string): Promise<void> {
  const template = document.getElementById(INERT_PRELOADS_ID) as HTMLTemplateElement | null
  for (const link of Array.from(template?.content.children ?? []) as HTMLLinkElement[]) {
    if (link.dataset.screen !== screen) continue
    document.head.append(link)
    await nextTask()
  }
}

/** The screen drawn on this page, as web/vite.config.ts's DRAWN_SCREENS and HOME_PARTS name it. */
function drawnScreen(): string | undefined {
  if (location.pathname === HOME_PATH) return 'home'
  if (location.pathname === ALL_FOOD_PATH) return 'all-food'
  return DETAILS_PATH.test(location.pathname) ? 'details' : undefined
}

/**
 * ICU's locale tables, which the first card's date or count would otherwise build on the main thread
 * during hydration (texts/warm-intl.worker.ts). Started before the app's own scripts, so the worker
 * is done before the app formats anything.
 */
function warmIntlOffTheMainThread(): void {
  try {
    new Worker(new URL('./texts/warm-intl.worker.ts', import.meta.url))
  } catch {
    // No worker here (blocked, or too old a browser): the main thread builds the tables, as before.
  }
}

/**
 * The first page of /allfood as the app asks for it (getFoodsPage: every food, newest first, one
 * page). Written out, not imported: this script imports nothing (main.test.ts checks they agree).
 */
const ALL_FOOD_FIRST_PAGE = '/api/foods?sort=newest&limit=24'
/** paths.allFood and paths.home, not imported: this script stays one small file with no imports of its own. */
const ALL_FOOD_PATH = '/allfood'
const HOME_PATH = '/'

/**
 * /allfood usually comes drawn by the function (docs/decisions/server-rendered-allfood.md). When it
 * comes empty (the service worker's app shell on a return visit, or the function's fallback), its
 * largest paint is its first card's photo, at the end of a chain: the app, then the
 * route's chunk (found only once the router runs), then the first page, then the photo. The
 * first page is preloaded at once, beside the scripts: the route's prefetch (started here with its
 * chunk, the same query the screen runs, so fetched once) then finds it already on its way. The
 * link matches the app's own fetch (a same-origin GET, no credentials beyond the site's own), so
 * the browser answers that fetch from the preload instead of asking again.
 */
function startAllFood(): void {
  const preload = document.createElement('link')
  preload.rel = 'preload'
  preload.as = 'fetch'
  preload.crossOrigin = 'anonymous'
  preload.href = ALL_FOOD_FIRST_PAGE
  document.head.append(preload)
  void import('./app/routes/all-food').then(({ prefetchFirstPage }) => prefetchFirstPage())
}

/**
 * Set while someone is signed in on this browser (features/auth/session-provider.tsx keeps it;
 * main.test.ts checks the name): who it is, as JSON, or, written by an older version, only '1'.
 */
const SIGNED_IN_KEY = 'foodshare:signed-in'

function signedInMark(): string | null {
  try {
    return localStorage.getItem(SIGNED_IN_KEY)
  } catch {
    return null
  }
}

/**
 * A mark of the older form names nobody, so the screens wait for Firebase Auth: the app, then
 * Firebase Auth (loaded by the session provider once the app has rendered), then the session call,
 * then the screen's data. Loading Firebase Auth beside the app takes a step out of that chain; the
 * session provider's own import then finds it loaded. A mark that names the person needs none of
 * it before the screen (the session provider confirms them later).
 */
function startSignedIn(): void {
  void import('./features/auth/auth-bridge')
}

/**
 * A food's details (app/routes/details.tsx, GET /api/food/{id}; main.test.ts checks both). The
 * function usually draws the page for the person signed in (docs/decisions/server-rendered-allfood.md);
 * when it comes empty (the service worker's app shell on a return visit), a browser that remembers
 * who is signed in shows their screens at once, on the session cookie of their last visit, so the
 * page's largest paint, the food's photo, waits on the app, then the food, then the photo. The food
 * is preloaded beside the app's scripts, as the screen's own fetch asks for it (a same-origin GET
 * with credentials), so that fetch takes the preload's answer.
 */
const DETAILS_PATH = /^\/details\/([\w-]+)$/
const FOOD_API = '/api/food/'

function startDetails(id: string): void {
  const preload = document.createElement('link')
  preload.rel = 'preload'
  preload.as = 'fetch'
  preload.crossOrigin = 'use-credentials'
  preload.href = FOOD_API + id
  document.head.append(preload)
}

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false
if (prerendered) {
  // The task after the next frame runs after its paint.
  requestAnimationFrame(() => setTimeout(() => void start()))
  // A background tab runs no frames: start anyway.
  setTimeout(() => void start(), 250)
} else {
  if (location.pathname === ALL_FOOD_PATH) startAllFood()
  const signedIn = signedInMark()
  const named = signedIn?.startsWith('{') ?? false
  if (signedIn !== null && !named) startSignedIn()
  // Only for a mark that names the person: otherwise the screen asks after Firebase Auth, too late for a preload.
  const details = DETAILS_PATH.exec(location.pathname)
  if (details?.[1] && named) startDetails(details[1])
  void start()
}
