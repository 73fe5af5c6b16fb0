import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { OutputBundle } from 'rolldown'
import { createServer, defineConfig, type AliasOptions, type Plugin } from 'vite'

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

/**
 * The app without the home pre-rendered: what Hosting serves for every path but `/` (firebase.json
 * rewrites to it), so no other page flashes the home before React draws it.
 */
export const APP_SHELL_HTML = 'app.html'

/**
 * main.tsx imports the app (src/app/start.tsx) only after the first paint; these links let the
 * browser download it, and everything it imports, meanwhile.
 */
function preloadApp(bundle: OutputBundle | undefined): string {
  const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk')
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'))
  if (!start) throw new Error('src/app/start.tsx is not a chunk of its own')
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported)
  }
  visit(start.fileName)
  return [...files].map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">`).join('\n')
}

/**
 * Writes the app's first render at `/` into index.html (src/app/prerender.tsx), so the hero, the
 * page's largest paint, needs no JavaScript: it shows as soon as the HTML arrives, and React's
 * first render replaces it with the same markup. Hosting serves index.html for `/` alone.
 */
function prerenderHome(): Plugin {
  let shell: string | undefined
  return {
    name: 'foodshare-prerender-home',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has added the script and preload tags, so both pages carry them.
      order: 'post',
      async handler(page, { bundle }) {
        const root = '<div id="root"></div>'
        if (!page.includes(root)) throw new Error(`index.html needs ${root}`)
        const html = page.replace('</head>', `${preloadApp(bundle)}\n  </head>`)
        shell = html
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
          return html.replace(root, `<div id="root">${module.prerenderHome()}</div>`)
        } finally {
          await server.close()
        }
      },
    },
    writeBundle(options) {
      if (!shell || !options.dir) throw new Error('index.html was not built')
      writeFileSync(join(options.dir, APP_SHELL_HTML), shell)
    },
  }
}

/** The local stack's Hosting emulator (npm start). */
const LOCAL_HOSTING = 'http://127.0.0.1:5000'

export default defineConfig({
  plugins: [react(), prerenderHome()],
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
    // scripts/bundle-report.ts reads the manifest to find what the home route loads first.
    manifest: true,
    // The lazily loaded auth bridge carries reactfire's whole entry (see
    // docs/decisions/reactfire-placement.md); the budget that matters is checked by bundle-report.
    chunkSizeWarningLimit: 700,
    reportCompressedSize: true,
  },
})
