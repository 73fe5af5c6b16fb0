/**
 * Prints what a visit to `/` downloads, in gzip KB, and fails when a budget is over (README, Bundle size).
 * Run by `npm run build -w web` after `vite build` (cwd web/); reads dist/.vite/manifest.json.
 *
 * - first load: the entry and its static imports (the home route is one of them, router.tsx),
 *   what the browser must run before React draws anything;
 * - before any click: plus what `/` imports by itself after first paint: the home's deferred
 *   parts (slider, food cards), the query client they need, and the auth bridge (Firebase Auth +
 *   reactfire);
 * - the auth bridge alone, which must not carry Firebase SDKs the app never calls.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { LANGUAGES } from '../functions/src/shared/languages'

/**
 * The build fails over any of these. The first load's goal, 140 KB, is met (139.3 KB) since the
 * app routes with React Router's declarative router: its data router (loaders, route errors) cost
 * about 17 KB more (docs/decisions/declarative-router.md). Most of what is left is React DOM
 * (about 63 KB), MUI with Emotion (about 30 KB) and the router (13 KB): README, Bundle size.
 */
const BUDGET_KB = { firstLoad: 140, beforeAnyClick: 213.3, authBridge: 60 }
/** English texts may add at most this much to the first load: the shell's own, not every module's. */
const ENGLISH_FIRST_LOAD_KB = 6
const HOME_ROUTE = 'src/app/routes/home.tsx'
const AUTH_BRIDGE = 'src/features/auth/auth-bridge.tsx'

interface ManifestChunk {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const dist = resolve(process.argv[2] ?? 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>

function chunk(key: string): ManifestChunk {
  const found = manifest[key]
  if (!found) throw new Error(`${key} is not in the manifest`)
  return found
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
}

/** Chunks and everything they import statically (what the browser fetches before running them). */
function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    staticClosure(chunk(key).imports ?? [], seen)
  }
  return seen
}

/** The JS files of a set of manifest keys, by gzip KB. */
function kb(keys: Iterable<string>): number {
  const files = new Set([...keys].map((key) => chunk(key).file).filter((file) => file.endsWith('.js')))
  return [...files].reduce((sum, file) => sum + gzipKb(file), 0)
}

const entry = Object.entries(manifest).find(([, found]) => found.isEntry)?.[0]
if (!entry) throw new Error('No entry chunk in the manifest')
// A module in the entry's own chunk has no manifest key of its own.
if (manifest[HOME_ROUTE])
  throw new Error(`${HOME_ROUTE} is a chunk of its own: the pre-rendered hero needs it in the first load`)
// main.tsx only starts the app (src/app/start.tsx) after the first paint; the app is first load all the same.
const START = 'src/app/start.tsx'
if (!chunk(entry).dynamicImports?.includes(START)) throw new Error(`${entry} no longer imports ${START}`)
const firstLoad = staticClosure([entry, START])
const over: string[] = []

// What `/` imports by itself after first paint: the home's deferred parts (src/app/home/, by
// convention), followed to their static imports. Routes are imported on a click. The auth bridge
// loads at once only on a browser someone is signed in on (features/auth/session-provider.tsx);
// a first visit loads it at the first tap or key press.
const dynamicImports = [...firstLoad].flatMap((key) => chunk(key).dynamicImports ?? [])
if (!dynamicImports.includes(AUTH_BRIDGE)) throw new Error(`${AUTH_BRIDGE} is no longer imported after first paint`)
// The query client (src/app/query-client-slot.ts) loads with the home's cards, after first paint;
// the pages import it too, so it is usually a shared chunk named after it rather than an entry.
const isQueryClient = (key: string) => key === 'src/app/query-client.ts' || chunk(key).name === 'query-client'
if ([...firstLoad].some(isQueryClient))
  over.push('src/app/query-client.ts is in the first load: only what runs a query may import it')
const deferred = dynamicImports.filter((key) => key.startsWith('src/app/home/') || isQueryClient(key))
const authBridge = staticClosure([AUTH_BRIDGE])
const beforeAnyClick = staticClosure(deferred, new Set(firstLoad))
const signedInBeforeAnyClick = staticClosure([...deferred, AUTH_BRIDGE], new Set(firstLoad))
const authOnly = [...authBridge].filter((key) => !firstLoad.has(key))

const figures = {
  firstLoad: kb(firstLoad),
  beforeAnyClick: kb(beforeAnyClick),
  authBridge: kb(authOnly),
}
const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
const totalKb = assets.reduce((sum, file) => sum + gzipKb(join('assets', file)), 0)

const labels: Record<keyof typeof figures, string> = {
  firstLoad: 'first load of /',
  beforeAnyClick: '/ before any click (a first visit)',
  authBridge: 'auth bridge (Firebase Auth + reactfire)',
}
const row = (label: string, value: number, note = '') =>
  `  ${label.padEnd(42)} ${value.toFixed(1).padStart(6)} KB${note}`
console.log('\nJS a visit to / downloads (gzip)')
for (const key of Object.keys(figures) as (keyof typeof figures)[]) {
  const isOver = figures[key] > BUDGET_KB[key]
  if (isOver) over.push(`${labels[key]}: ${figures[key].toFixed(1)} KB gzip, budget ${BUDGET_KB[key]} KB`)
  console.log(row(labels[key], figures[key], `  budget ${BUDGET_KB[key]} KB: ${isOver ? 'OVER' : 'ok'}`))
}
console.log(row('/ before any click, signed in on this browser', kb(signedInBeforeAnyClick)))
console.log(row(`all JS of every route (${assets.length} files)`, totalKb))

// What each page adds once the first load is in: its route's own chunk, then with what that
// imports and the first load lacks.
const ROUTES = 'src/app/routes/'
console.log('\nEach route, after the first load (gzip)')
for (const key of Object.keys(manifest)
  .filter((name) => name.startsWith(ROUTES) && !firstLoad.has(name))
  .sort()) {
  const own = kb([key])
  const added = kb([...staticClosure([key])].filter((name) => !firstLoad.has(name)))
  console.log(
    `  ${key.slice(ROUTES.length).padEnd(42)} ${own.toFixed(1).padStart(6)} KB own chunk, ${added.toFixed(1)} KB with its imports`,
  )
}

// The message catalogues (docs/decisions/languages.md): each language but English is one chunk,
// loaded on a switch; English travels with the code that shows it, the shell's part in the first load.
console.log('\nCatalogues (gzip)')
const LOCALES = 'src/locales/'
for (const key of Object.keys(manifest)
  .filter((name) => name.startsWith(LOCALES))
  .sort()) {
  console.log(`  ${key.slice(LOCALES.length).padEnd(42)} ${kb([key]).toFixed(1).padStart(6)} KB, its own chunk`)
}
const english = join(dist, '../src/locales/en')
const englishKb = readdirSync(english).reduce(
  (sum, file) =>
    sum + gzipSync(JSON.stringify(JSON.parse(readFileSync(join(english, file), 'utf8'))), { level: 9 }).length / 1024,
  0,
)
console.log(`  ${'en (every module, with the code using it)'.padEnd(42)} ${englishKb.toFixed(1).padStart(6)} KB`)

// English in the first load: the modules whose texts a first-load file carries (each module's
// longest plain text stands for it, as the minifier keeps texts verbatim), by their JSON's gzip.
const firstLoadCode = [...firstLoad].map((key) => readFileSync(join(dist, chunk(key).file), 'utf8')).join('\n')
const textsOf = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(textsOf) : []
const englishInFirstLoad = readdirSync(english).filter((file) => {
  const plain = textsOf(JSON.parse(readFileSync(join(english, file), 'utf8')))
    .filter((text) => /^[\w ,.:!?()-]+$/.test(text))
    .sort((a, b) => b.length - a.length)[0]
  return plain !== undefined && firstLoadCode.includes(plain)
})
const englishFirstLoadKb = englishInFirstLoad.reduce(
  (sum, file) =>
    sum + gzipSync(JSON.stringify(JSON.parse(readFileSync(join(english, file), 'utf8'))), { level: 9 }).length / 1024,
  0,
)
const englishOver = englishFirstLoadKb > ENGLISH_FIRST_LOAD_KB
if (englishOver)
  over.push(`English in the first load: ${englishFirstLoadKb.toFixed(1)} KB gzip, budget ${ENGLISH_FIRST_LOAD_KB} KB`)
console.log(
  row(
    `en in the first load (${englishInFirstLoad.map((file) => file.replace(/\.json$/, '')).join(', ')})`,
    englishFirstLoadKb,
    `  budget ${ENGLISH_FIRST_LOAD_KB} KB: ${englishOver ? 'OVER' : 'ok'}`,
  ),
)

// The pre-rendered home (web/vite.config.ts): index.html carries it, app.html (every other path) does not.
const html = (file: string) => readFileSync(join(dist, file), 'utf8')
if (!html('index.html').includes('aria-label="Highlights"')) over.push('index.html lacks the pre-rendered hero')
if (!html('app.html').includes('<div id="root"></div>')) over.push('app.html must keep #root empty')
// No JavaScript runs before the home's first paint but main.tsx, which only waits for that paint:
// it imports nothing up front, and the page preloads nothing. The page the function fills for
// /allfood and /details (docs/decisions/server-rendered-allfood.md) paints before the app's
// JavaScript as the home does: #root empty for the render, and nothing preloaded. Both carry the
// app's preloads inert, in a <template> main.tsx moves into <head> after the paint (web/vite.config.ts).
const serverPage = readFileSync(join(dist, '../../functions/lib/web/page.html'), 'utf8')
if (!serverPage.includes('<div id="root"></div>')) over.push('functions/lib/web/page.html must keep #root empty')
const INERT_PRELOADS = /<template id="app-modules">([\s\S]*?)<\/template>/
for (const [name, page] of [
  ['index.html', html('index.html')],
  ['functions/lib/web/page.html', serverPage],
] as const) {
  if (/rel="modulepreload"/.test(page.replace(INERT_PRELOADS, '')))
    over.push(`${name} must carry no modulepreload links outside its <template>`)
  const inert = new Set(
    [...(INERT_PRELOADS.exec(page)?.[1] ?? '').matchAll(/href="\/([^"]+)"/g)].map(([, file]) => file),
  )
  const notInert = [...firstLoad]
    .map((key) => chunk(key).file)
    .filter((file) => file !== chunk(entry).file && !inert.has(file))
  if (notInert.length > 0) over.push(`${name}'s inert preloads lack ${notInert.join(', ')}`)
}
const entryScript = (page: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(page)?.[1]
if (entryScript(serverPage) !== entryScript(html('index.html')))
  over.push('functions/lib/web/page.html must load the same entry script as this build (built from another build?)')
if ((chunk(entry).imports ?? []).length > 0)
  over.push(`${entry} must import nothing statically (it runs before first paint)`)

// The installed app's name and description in every language (vite.config.ts `translations`).
const webManifest = JSON.parse(html('manifest.webmanifest')) as {
  description: string
  translations?: Record<string, { name?: string; description?: string }>
}
for (const language of LANGUAGES.filter((each) => each !== 'en')) {
  const translated = webManifest.translations?.[language]
  if (!translated?.name || !translated.description || translated.description === webManifest.description)
    over.push(`manifest.webmanifest lacks the ${language} name or description`)
}

if (over.length > 0) {
  console.error(`\nOver budget:\n  ${over.join('\n  ')}`)
  process.exit(1)
}
