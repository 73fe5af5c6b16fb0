import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Router, type Request, type Response } from 'express'
import { logger } from 'firebase-functions'
import { methodNotAllowed } from '../http/method-not-allowed'
import { pageHeaders } from '../http/send-page'
import { parse, parseId, sessionCookie, userFromSessionCookie } from '../http/request-pipeline'
import { AppError, type AppErrorKind } from '../domain/app-error'
import { getAllFoods, getFood } from '../services/foods'
import { drawnPersonOf } from '../services/pages'
import { API_PREFIX, apiPaths } from '../shared/api-paths'
import { PAGE_SIZE } from '../shared/constants'
import { LANGUAGES } from '../shared/languages'
import { foodListQuery } from '../shared/paging'
import { renderedPages, type ApiAnswer, type PageRenderer } from '../shared/rendered-pages'

/**
 * What the web's build leaves in functions/lib/web (web/vite.config.ts): its server renderer and the
 * page it fills. Found from lib/routes when built, and from src/routes under the tests.
 */
const WEB_BUILD = join(__dirname, '..', '..', 'lib', 'web')

/**
 * The page's headers, as firebase.json gives every page Hosting serves itself (a test checks the
 * two agree): the API's own (no scripts, no styles) would leave the page blank.
 */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' https://apis.google.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: https: http: https://*.tile.openstreetmap.org; font-src 'self' data:; connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.googleapis.com http://localhost:9099 http://127.0.0.1:9099; frame-src 'self' https://demo-foodshare.firebaseapp.com http://localhost:9099 http://127.0.0.1:9099; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
}

/**
 * /allfood is public and the same for everyone (no session reaches it): the CDN may keep it as long
 * as it keeps the list's own answer (http/public-cache.ts).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=10'

/** A page drawn for one person: no cache may keep it, or hand it to anyone else. */
export const PERSONAL_PAGE_CACHE = 'private, no-store'

/** The list's first page exactly as the web asks for it (features/foods/api/get-foods.ts). */
const FIRST_PAGE = new URLSearchParams({ sort: 'newest', limit: String(PAGE_SIZE) })

/** Loads on first use and keeps the result for the instance; a failed load is tried again next time. */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () => {
    if (!loaded) {
      const loading = load()
      loading.catch(() => (loaded = undefined))
      loaded = loading
    }
    return loaded
  }
}

/**
 * The page and its renderer, each read once per instance: both come from one web build, so an
 * instance never fills one build's page with another build's render.
 */
const pageShell = loadedOnce(() => readFile(join(WEB_BUILD, 'page.html'), 'utf8'))
const pageRenderer = loadedOnce(
  () => import(pathToFileURL(join(WEB_BUILD, 'render.mjs')).href) as Promise<PageRenderer>,
)

/**
 * How long a visitor waits for the drawn page: past it they get the app's empty page at once (the
 * app then asks for the list itself) rather than wait on a slow store or a render that hangs.
 */
export const RENDER_DEADLINE_MS = 5000

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not drawn within ${RENDER_DEADLINE_MS} ms`)), RENDER_DEADLINE_MS)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** The first page's answer as `GET /api/foods?sort=newest&limit=24` gives it to a visitor. */
async function firstPageOfAllFood(): Promise<ApiAnswer> {
  const { page, tags } = parse(foodListQuery, Object.fromEntries(FIRST_PAGE))
  const found = await getAllFoods(page, tags, new Date())
  return {
    // What res.json would send: dates as their ISO strings, nothing undefined.
    body: JSON.parse(JSON.stringify(found.items)) as unknown,
    headers: pageHeaders(`${API_PREFIX}${apiPaths.foods}`, FIRST_PAGE, page.sort, found),
  }
}

/**
 * Answers with `page` as `draw` fills it, or as it is: the app, which then draws the page itself.
 * As it is when the browser asks for another language we speak (drawn in English, as the home is,
 * the page would show English first and its own language, or right to left, a second later), when
 * `draw` has nothing to draw (undefined), and when drawing fails or takes too long: the page never
 * fails for want of its head start.
 */
async function sendPage(
  req: Request,
  res: Response,
  cacheControl: string,
  draw: (page: string) => Promise<string | undefined>,
): Promise<void> {
  const page = await pageShell()
  res.vary('Accept-Language')
  res.set(PAGE_HEADERS).set('Cache-Control', cacheControl).type('html')
  // (One we do not speak is answered in English, as the app does.)
  const asked = req.acceptsLanguages(...LANGUAGES)
  if (asked && asked !== 'en') {
    res.send(page)
    return
  }
  let html: string | undefined
  try {
    html = await withinDeadline(draw(page))
  } catch (error) {
    logger.error(`Serving ${req.path} without its content drawn`, { error: String(error) })
  }
  res.send(html ?? page)
}

/** What the caller is to mend (no sign-in, no such food), as against what is ours to log. */
const CALLERS_ERRORS: readonly AppErrorKind[] = ['invalid', 'unauthenticated', 'forbidden', 'not-found']

function isCallersError(error: unknown): boolean {
  return error instanceof AppError && CALLERS_ERRORS.includes(error.kind)
}

/**
 * A food's details as the signed-in person sees them, drawn for them: their photo, the page's
 * largest paint, is in the HTML instead of at the end of the app's chain (the app, the route's
 * chunks, the food, then the photo). Nobody signed in, a session that no longer holds, or a food
 * they may not see: the app, which answers each as it always has (/login, or the gone-food page).
 */
async function drawDetails(req: Request, page: string): Promise<string | undefined> {
  const cookie = sessionCookie(req)
  if (cookie === undefined) return undefined
  try {
    const user = await userFromSessionCookie(cookie)
    const id = parseId(req.params.id)
    const [person, food, render] = await Promise.all([
      drawnPersonOf(user),
      getFood(user, id, new Date()),
      pageRenderer(),
    ])
    if (!person) return undefined
    // What res.json would send: dates as their ISO strings, nothing undefined.
    const answer: ApiAnswer = { body: JSON.parse(JSON.stringify(food)) as unknown, headers: {} }
    return await render.renderDetails(page, id, answer, person)
  } catch (error) {
    if (isCallersError(error)) return undefined
    throw error
  }
}

export const pageRoutes = Router()

/**
 * /allfood with its first foods drawn (docs/decisions/server-rendered-allfood.md): the first card's
 * photo, the page's largest paint, is in the HTML instead of at the end of the app's chain.
 */
pageRoutes
  .route(renderedPages.allFood)
  .get(async (req, res, next) => {
    try {
      await sendPage(req, res, PUBLIC_PAGE_CACHE, (page) =>
        Promise.all([firstPageOfAllFood(), pageRenderer()]).then(([firstPage, render]) =>
          render.renderAllFood(page, firstPage),
        ),
      )
    } catch (error) {
      next(error)
    }
  })
  .all(methodNotAllowed('GET'))

pageRoutes
  .route(renderedPages.details)
  .get(async (req, res, next) => {
    try {
      await sendPage(req, res, PERSONAL_PAGE_CACHE, (page) => drawDetails(req, page))
    } catch (error) {
      next(error)
    }
  })
  .all(methodNotAllowed('GET'))
