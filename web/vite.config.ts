import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Code the API shares with the web lives in functions/ (deploy uploads that folder alone). */
const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url))

/**
 * reactfire 4's one entry imports these Firebase SDKs at top level; the app calls none of them,
 * so the web build swaps them for a stub that throws (docs/decisions/reactfire-placement.md).
 */
const unusedFirebaseSdk = fileURLToPath(new URL('src/features/auth/unused-firebase-sdk.ts', import.meta.url))
const unusedFirebaseSdks = /^firebase\/(database|firestore|functions|remote-config|storage)$/

/** The local stack's Hosting emulator (npm start). */
const LOCAL_HOSTING = 'http://127.0.0.1:5000'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@shared', replacement: shared },
      { find: unusedFirebaseSdks, replacement: unusedFirebaseSdk },
    ],
  },
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
