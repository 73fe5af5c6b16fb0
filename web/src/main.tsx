/**
 * The page's one script, kept tiny. On the pre-rendered home (index.html) it lets the browser
 * paint that first, then loads and runs the app: run at once, the app's JavaScript would hold the
 * first paint until it had all been evaluated, and nothing of it is needed to paint. Every other
 * page (app.html) has nothing to paint before the app, so the app starts at once there.
 */
let started = false
function start(): void {
  if (started) return
  started = true
  // React DOM first, in a task of its own: the browser evaluates each import's modules in one
  // task, and all of the app's at once would hold the main thread for some 200 ms on a phone.
  // app/start.tsx's own steps then take a task each too.
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import('./app/start'))
}

/**
 * The first page of /allfood as the app asks for it (getFoodsPage: every food, newest first, one
 * page). Written out, not imported: this script imports nothing (main.test.ts checks they agree).
 */
const ALL_FOOD_FIRST_PAGE = '/api/foods?sort=newest&limit=24'

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
 * main.test.ts checks the name). Their screens wait for Firebase Auth before anything protected
 * shows, and the session provider would only ask for it once the app has rendered.
 */
const SIGNED_IN_KEY = 'foodshare:signed-in'

function signedInHere(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) !== null
  } catch {
    return false
  }
}

/**
 * A signed-in visit's chain to its first protected screen: the app, then Firebase Auth (loaded by
 * the session provider once the app has rendered), then the session call, then the screen's data.
 * Loading Firebase Auth beside the app takes a step out of it; the session provider's own import
 * then finds it loaded. (The screen's chunk is off that chain: it loads while the session is made.)
 */
function startSignedIn(): void {
  void import('./features/auth/auth-bridge')
}

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false
if (prerendered) {
  // The task after the next frame runs after its paint.
  requestAnimationFrame(() => setTimeout(start))
  // A background tab runs no frames: start anyway.
  setTimeout(start, 250)
} else {
  // paths.allFood, not imported: this script stays one small file with no imports of its own.
  if (location.pathname === '/allfood') startAllFood()
  if (signedInHere()) startSignedIn()
  start()
}
