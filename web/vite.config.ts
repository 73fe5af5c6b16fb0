import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { OutputBundle } from 'rolldown'
import { createServer, defineConfig, type AliasOptions, type Plugin, type UserConfig } from 'vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { brandColors } from './src/app/brand-colors'
import ar from './src/locales/ar/app.json'
import bn from './src/locales/bn/app.json'
import de from './src/locales/de/app.json'
import en from './src/locales/en/app.json'

/** Code the API shares with the web lives in functions/ (deploy uploads that folder alone). */
const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url))

/**
 * reactfire 4's one entry imports these Firebase SDKs at top level; the app calls none of them,
 * so the web build swaps them for a stub that throws (docs/decisions/reactfire-placement.md).
 */
const unusedFirebaseSdk = fileURLToPath(new URL('src/features/auth/unused-firebase-sdk.ts', import.meta.url))
const unusedFirebaseSdks = /^firebase\/(database|firestore|functions|remote-config|storage)$/

const alias: AliasOptions = [
  { find: '@shared', replacement: shared },
  { find: unusedFirebaseSdks, replacement: unusedFirebaseSdk },
]

/** MUI's createTheme, which the default theme of every component and our own theme call. */
const MUI_CREATE_THEME = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/
/** The branch of it the app takes: no CSS variables, no colour schemes. */
const MUI_NO_VARS_BRANCH =
  /if \(cssVariables === false\) \{\s*if \(!\('colorSchemes' in options\)\) \{[^}]*return createThemeNoVars\(options, \.\.\.args\);/

/**
 * MUI's createTheme holds two theme builders: without CSS variables, and with them (plus colour
 * schemes), which the app never asks for and which is about 5 KB gzip of the first load. This
 * keeps the first: the same code path, verbatim, for options without `cssVariables` and
 * `colorSchemes` (the app's, and the default theme's); any other call throws. The build fails if
 * MUI's file no longer has that branch (docs/decisions/prerendered-home.md, Update).
 */
function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'foodshare-mui-theme-without-css-variables',
    apply: 'build',
    load(id) {
      if (!MUI_CREATE_THEME.test(id)) return null
      if (!MUI_NO_VARS_BRANCH.test(readFileSync(id, 'utf8')))
        throw new Error(`${id} changed: check that the app's theme still takes its no-CSS-variables branch`)
      return `import createThemeNoVars from './createThemeNoVars.js';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('FoodShare builds MUI without CSS variables and colour schemes (web/vite.config.ts)');
  return createThemeNoVars(options, ...args);
}
`
    },
  }
}

/**
 * The app without the home pre-rendered: what Hosting serves for every path but `/` (firebase.json
 * rewrites to it), so no other page flashes the home before React draws it.
 */
export const APP_SHELL_HTML = 'app.html'

/** The page the function fills with its renders (in SERVER_RENDER_DIR; functions/src/routes/pages.ts reads it). */
const SERVER_PAGE_HTML = 'page.html'

/** The file of the chunk that holds a module, and every file it imports, at any depth: what the browser fetches to run it. */
function moduleClosure(bundle: OutputBundle | undefined, source: string): string[] {
  const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk')
  const entry =
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)))
  if (!entry) throw new Error(`${source} is in no chunk`)
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported)
  }
  visit(entry.fileName)
  return [...files]
}

const APP_START = '/src/app/start.tsx'

function modulePreloads(files: readonly string[], attributes = ''): string {
  return files.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}"${attributes}>`).join('\n')
}

/**
 * The app (src/app/start.tsx) and everything it imports, for app.html: main.tsx starts it at once
 * there, and these links let the browser download it all in parallel. index.html carries none: its
 * pre-rendered home paints without JavaScript, and Lighthouse's simulation charges every script
 * fetched before the paint to it (docs/decisions/prerendered-home.md); main.tsx's import fetches
 * the same files right after the paint.
 */
function preloadApp(bundle: OutputBundle | undefined): string {
  return modulePreloads(moduleClosure(bundle, APP_START))
}

/** The screens the function draws (app/start.tsx adopts them), by the name main.tsx's `drawnScreen` gives them. */
const DRAWN_SCREENS = { 'all-food': '/src/app/routes/all-food.tsx', details: '/src/app/routes/details.tsx' }

/**
 * What the pre-rendered home imports as its first render runs (app/routes/home.tsx's lazy parts and
 * the query client they wait for), by the name main.tsx's `drawnScreen` gives the home. Left to
 * Vite's preload, their 18 links went in inside React's render slices, stretching those to 20–25 ms at 1×.
 */
const HOME_PARTS = {
  home: ['/src/app/home/home-foods.tsx', '/src/app/home/impact-strip.tsx', '/src/app/query-client.ts'],
}

/**
 * For the pre-rendered pages (index.html, and page.html the function fills): the same links as
 * app.html's, and those of the screens drawn there (`data-screen`: the home's lazy parts on
 * index.html, the screens the function draws on page.html), inert in a `<template>`
 * until main.tsx moves them into `<head>` one a task once the page has painted. Vite's own preload,
 * before each dynamic import, appends the files that import needs all at once, and in a page still
 * loading each append took 1–5 ms (a request started from script): some 20 of them made tasks of
 * 30–90 ms on a fast machine, four times that on a phone. Vite's preload skips a file whose link is
 * already in the document, so it then appends nothing.
 */
function inertPreloads(bundle: OutputBundle | undefined, screens: Record<string, string | readonly string[]>): string {
  const app = moduleClosure(bundle, APP_START)
  const screenLinks = Object.entries(screens).map(([screen, sources]) => {
    const files = new Set([sources].flat().flatMap((source) => moduleClosure(bundle, source)))
    return modulePreloads(
      [...files].filter((file) => !app.includes(file)),
      ` data-screen="${screen}"`,
    )
  })
  return `  <template id="${INERT_PRELOADS_ID}">\n${[modulePreloads(app), ...screenLinks].join('\n')}\n  </template>`
}

/** main.tsx's INERT_PRELOADS_ID (main.test.ts checks they agree). */
const INERT_PRELOADS_ID = 'app-modules'

/**
 * Where the function finds the web's server render (src/app/server-render.tsx, built by
 * `vite build --ssr`) and the page it fills (functions/src/routes/pages.ts): inside functions/,
 * which `firebase deploy` uploads alone.
 */
const SERVER_RENDER_DIR = fileURLToPath(new URL('../functions/lib/web', import.meta.url))

/** What Hosting serves (firebase.json `public`): the browser build's own folder. */
const HOSTED_DIST = fileURLToPath(new URL('dist', import.meta.url))

/**
 * Writes the app's first render at `/` into index.html (src/app/prerender.tsx), so the hero, the
 * page's largest paint, needs no JavaScript: it shows as soon as the HTML arrives, and React
 * hydrates that markup (src/app/start.tsx). Hosting serves index.html for `/` alone. The same page
 * with `#root` empty and no preloads is what the function fills for the pages it renders.
 */
function prerenderHome(): Plugin {
  let shell: string | undefined
  let serverPage: string | undefined
  return {
    name: 'foodshare-prerender-home',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has added the script tag, so both pages carry it.
      order: 'post',
      async handler(html, { bundle }) {
        shell = html.replace('</head>', `${preloadApp(bundle)}\n  </head>`)
        serverPage = html.replace('</head>', `${inertPreloads(bundle, DRAWN_SCREENS)}\n  </head>`)
        const home = html.replace('</head>', `${inertPreloads(bundle, HOME_PARTS)}\n  </head>`)
        const server = await createServer({
          configFile: false,
          root: fileURLToPath(new URL('.', import.meta.url)),
          resolve: { alias },
          plugins: [react()],
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          logLevel: 'error',
        })
        try {
          const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('./src/app/prerender')
          return module.fillPage(home, module.prerenderHome())
        } finally {
          await server.close()
        }
      },
    },
    writeBundle(options) {
      if (!shell || !serverPage || !options.dir) throw new Error('index.html was not built')
      writeFileSync(join(options.dir, APP_SHELL_HTML), shell)
      // Only the build Hosting serves (web/dist) gives the function its page: a build elsewhere (a
      // test's, into a temporary folder) names other files, which Hosting does not have.
      if (resolve(options.dir) !== HOSTED_DIST) return
      mkdirSync(SERVER_RENDER_DIR, { recursive: true })
      writeFileSync(join(SERVER_RENDER_DIR, SERVER_PAGE_HTML), serverPage)
    },
  }
}

/** What a browser shows for an installed FoodShare (docs/decisions/pwa.md); the icons are in public/icons. */
const WEB_APP_MANIFEST = {
  id: '/',
  name: en.manifest.name,
  short_name: en.manifest.name,
  description: en.manifest.description,
  lang: 'en',
  dir: 'ltr',
  // The installed app's name and description in each language (docs/decisions/languages.md).
  translations: Object.fromEntries(
    Object.entries({ bn, de, ar }).map(([language, texts]) => [
      language,
      { name: texts.manifest.name, short_name: texts.manifest.name, description: texts.manifest.description },
    ]),
  ),
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brandColors.primary,
  background_color: brandColors.background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions> & { translations: Record<string, Partial<ManifestOptions>> }

const MANIFEST_FILE = 'manifest.webmanifest'

/**
 * Writes the web app manifest and links it, with the theme colour, from the head of the page.
 * Not vite-plugin-pwa's own manifest: that plugin links it after every other plugin, so after
 * prerenderHome has copied the page into app.html, and every path but `/` would lack it.
 */
function webAppManifest(): Plugin {
  return {
    name: 'foodshare-web-app-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(WEB_APP_MANIFEST) })
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: brandColors.primary }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
    ],
  }
}

/** Where Hosting serves app.html: firebase.json's cleanUrls answers /app.html itself with a redirect. */
const APP_SHELL_URL = '/app'

/**
 * The URL Hosting serves a built file at. The worker must precache the pages there: cleanUrls
 * redirects /index.html and /app.html, and the Hosting emulator's redirect of
 * /index.html?__WB_REVISION__=… points back to itself, which would fail the worker's install.
 */
function cleanUrl(file: string): string {
  if (file === 'index.html') return '/'
  if (file === APP_SHELL_HTML) return APP_SHELL_URL
  return file
}

/**
 * The service worker (docs/decisions/pwa.md): it precaches the app shell and the static files, so
 * the app opens offline, and never answers an API call, so nobody sees a stale food status.
 */
const serviceWorker = VitePWA({
  // src/app/service-worker.ts registers it after first paint, off the home's first load.
  injectRegister: false,
  // A new version waits for 'Reload to update': swapping the code under an open form would lose it.
  registerType: 'prompt',
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The seed data's pictures: only the local stack shows them (the image cache below keeps those seen).
    globIgnores: ['demo/**'],
    // `/` is the pre-rendered index.html (precached, so matched first); every other page is the
    // app shell, as firebase.json's rewrites serve it. /api and Firebase's reserved /__/ paths
    // are never pages.
    navigateFallback: APP_SHELL_URL,
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })), warnings: [] }),
    ],
    navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
    // No route matches /api/**: the worker never touches an API call, and the browser sends it to
    // the network as if there were no worker. Uploaded photos (/api/images) are immutable and stay
    // in the HTTP cache. Other sites' images are not fetched by the worker: its CSP (connect-src)
    // would refuse them.
    runtimeCaching: [
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/api/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'images', expiration: { maxEntries: 100, purgeOnQuotaError: true } },
      },
    ],
    // The first visit's page is served by the worker too, so it keeps working if the network goes.
    clientsClaim: true,
    // One file, sw.js, for firebase.json's no-cache header.
    inlineWorkboxRuntime: true,
    // Web push: `push` shows the notification, `notificationclick` opens its page (docs/decisions/channels.md).
    importScripts: ['/push-handlers.js'],
  },
})

/** The local stack's Hosting emulator (npm start). */
const LOCAL_HOSTING = 'http://127.0.0.1:5000'

/**
 * `vite build --ssr src/app/server-render.tsx`: the app's server render for the function (src/app/server-render.tsx), one
 * module with everything it imports bundled in, so functions/ needs no React or MUI of its own.
 * It runs before the browser's build, which then adds the page it fills.
 */
const serverRenderBuild: UserConfig = {
  plugins: [react(), muiThemeWithoutCssVariables()],
  resolve: { alias },
  // React, MUI and Emotion in their production builds, as in the browser.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: SERVER_RENDER_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rollupOptions: {
      // ES modules in a CommonJS package (functions/): the extension says which they are.
      output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
}

const browserBuild: UserConfig = {
  plugins: [react(), muiThemeWithoutCssVariables(), prerenderHome(), webAppManifest(), serviceWorker],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: {
      // The dev server stands where Hosting stands in production: the API must see its own origin,
      // or the CSRF check refuses every write.
      '/api': {
        target: LOCAL_HOSTING,
        changeOrigin: true,
        configure: (proxy) => {
          proxy.on('proxyReq', (proxied, incoming) => {
            // Only the dev server's own pages are vouched for; any other origin goes through as is.
            if (incoming.headers.origin === `http://${incoming.headers.host}`)
              proxied.setHeader('origin', LOCAL_HOSTING)
          })
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill (a
    // MutationObserver on the whole page, in the entry) only served those that do not, which then
    // fetch each module as its importer asks for it.
    modulePreload: { polyfill: false },
    // scripts/bundle-report.ts reads the manifest to find what the home route loads first.
    manifest: true,
    rollupOptions: {
      output: {
        // Every file name is written again in each chunk that imports it and in each dynamic
        // import's list of files to fetch beside it (about 6 KB gzip of the first load). Shared
        // chunks, named after whichever module came first (createSimplePaletteValueFilter), go by
        // their hash alone: 1.5 KB less. What is loaded by name (the app, each route, the home's
        // lazy parts, the auth bridge) keeps its name, for traces and the network panel.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
    // The lazily loaded auth bridge carries reactfire's whole entry (see
    // docs/decisions/reactfire-placement.md); the budget that matters is checked by bundle-report.
    chunkSizeWarningLimit: 700,
    reportCompressedSize: true,
  },
}

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild))
