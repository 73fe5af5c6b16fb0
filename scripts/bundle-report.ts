/**
 * Prints the gzip size of the JS the home route loads first and fails when it is over budget.
 * Run by `npm run build -w web` after `vite build` (cwd web/); reads dist/.vite/manifest.json.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 250
const HOME_ROUTE = 'src/app/routes/home.tsx'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

const dist = resolve(process.argv[2] ?? 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the manifest`)
    seen.add(key)
    staticClosure(chunk.imports ?? [], seen)
  }
  return seen
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0]
if (!entry) throw new Error('No entry chunk in the manifest')
if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk: is the home route still lazy?`)

const entryFiles = [...staticClosure([entry])].map((key) => manifest[key]?.file ?? key)
const homeFiles = [...staticClosure([HOME_ROUTE], staticClosure([entry]))]
  .map((key) => manifest[key]?.file ?? key)
  .filter((file) => !entryFiles.includes(file))
const jsOnly = (files: string[]) => files.filter((file) => file.endsWith('.js'))

const entryKb = jsOnly(entryFiles).reduce((sum, file) => sum + gzipKb(file), 0)
const homeKb = jsOnly(homeFiles).reduce((sum, file) => sum + gzipKb(file), 0)
const firstLoadKb = entryKb + homeKb
const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
const totalKb = assets.reduce((sum, file) => sum + gzipKb(join('assets', file)), 0)

const row = (label: string, kb: number, note = '') => `  ${label.padEnd(30)} ${kb.toFixed(1).padStart(7)} KB${note}`
const over = firstLoadKb > BUDGET_KB
console.log('\nJS bundle (gzip)')
console.log(row(`entry + static imports (${jsOnly(entryFiles).length})`, entryKb))
console.log(row(`home route chunks (${jsOnly(homeFiles).length})`, homeKb))
console.log(row('first load of /', firstLoadKb, `  budget ${BUDGET_KB} KB: ${over ? 'OVER' : 'ok'}`))
console.log(row(`all JS (${assets.length} files)`, totalKb))
if (over) {
  console.error(`\nThe home route loads ${firstLoadKb.toFixed(1)} KB gzip of JS first; the budget is ${BUDGET_KB} KB.`)
  process.exit(1)
}
