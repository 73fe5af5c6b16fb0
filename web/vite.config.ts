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
    reportCompressedSize: true,
  },
})
