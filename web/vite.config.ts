import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Code the API shares with the web lives in functions/ (deploy uploads that folder alone). */
const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url))

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@shared': shared } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
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
