import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { afterAll, expect, test } from 'vitest'
import { EMULATOR_GOOGLE_ACCOUNT } from './emulator-google'

// The DOM environment may give import.meta.url an http address; the test file's own path finds web/.
const webDir = resolve(expect.getState().testPath ?? '', '../../../..')
const outDirs: string[] = []

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
})

/** Builds the web app as `firebase deploy` would, with the given Auth emulator URL, and answers every chunk's text. */
async function chunksBuiltWith(authEmulatorUrl: string): Promise<string[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'foodshare-web-'))
  outDirs.push(outDir)
  const before = process.env.VITE_AUTH_EMULATOR_URL
  // Vite lets a variable already in the environment win over web/.env, as a deploy's .env.production.local does.
  process.env.VITE_AUTH_EMULATOR_URL = authEmulatorUrl
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: false },
    })
  } finally {
    if (before === undefined) delete process.env.VITE_AUTH_EMULATOR_URL
    else process.env.VITE_AUTH_EMULATOR_URL = before
  }
  const assets = join(outDir, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
}

test('the emulator-only Google sign-in is in no chunk of a build without the Auth emulator, and is in one with it', async () => {
  const production = await chunksBuiltWith('')
  const emulator = await chunksBuiltWith('http://127.0.0.1:9099')
  const carrying = (chunks: string[]) => chunks.filter((chunk) => chunk.includes(EMULATOR_GOOGLE_ACCOUNT)).length
  expect({ production: carrying(production), emulator: carrying(emulator) }).toEqual({ production: 0, emulator: 1 })
  // The popup flow is what production keeps: its loader of Google's script is still there.
  expect(production.some((chunk) => chunk.includes('apis.google.com/js/api.js'))).toBe(true)
}, 120_000)
