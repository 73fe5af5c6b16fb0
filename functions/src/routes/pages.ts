import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Router } from 'express'
import { logger } from 'firebase-functions'
import { methodNotAllowed } from '../http/method-not-allowed'
import { pageHeaders } from '../http/send-page'
import { parse } from '../http/request-pipeline'
import { getAllFoods } from '../services/foods'
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
  // The list is public and the same for everyone (no session reaches a page): the CDN may keep it
  // as long as it keeps the list's own answer (http/public-cache.ts).
  'Cache-Control': 'public, max-age=0, s-maxage=10',
}

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

export const pageRoutes = Router()

/**
 * /allfood with its first foods drawn (docs/decisions/server-rendered-allfood.md): the first card's
 * photo, the page's largest paint, is in the HTML instead of at the end of the app's chain. If
 * anything fails (the store, the renderer), the visitor still gets the app, which asks for the
 * list itself: the page never fails for want of its head start.
 */
pageRoutes
  .route(renderedPages.allFood)
  .get(async (req, res, next) => {
    try {
      const page = await pageShell()
      // Drawn in English, as the home is: a browser that asks for another language we speak gets
      // the app's empty page, which draws in that language from its first render, rather than
      // English first and its own language (or right to left) a second later.
      res.vary('Accept-Language')
      // (One we do not speak is answered in English, as the app does.)
      const asked = req.acceptsLanguages(...LANGUAGES)
      if (asked && asked !== 'en') {
        res.set(PAGE_HEADERS).type('html').send(page)
        return
      }
      let html = page
      try {
        html = await withinDeadline(
          Promise.all([firstPageOfAllFood(), pageRenderer()]).then(([firstPage, render]) =>
            render.renderAllFood(page, firstPage),
          ),
        )
      } catch (error) {
        logger.error('Serving /allfood without its first page drawn', { error: String(error) })
      }
      res.set(PAGE_HEADERS).type('html').send(html)
    } catch (error) {
      next(error)
    }
  })
  .all(methodNotAllowed('GET'))
