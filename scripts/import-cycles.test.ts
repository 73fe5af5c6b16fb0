/**
 * The import-cycle check (scripts/import-cycles.ts) on planted projects in a temporary folder: it
 * must report a cycle however the files import each other at run time, and only then.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { findCycles, importGraph } from './import-cycles'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    module: 'preserve',
    moduleResolution: 'bundler',
    noEmit: true,
    paths: { '@lib/*': ['./lib/*'] },
  },
  include: ['src', 'lib'],
})

/** The cycles of a planted project, each as its files relative to the project. */
function cyclesOf(files: Record<string, string>): string[][] {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  folders.push(root)
  writeFileSync(join(root, 'tsconfig.json'), TSCONFIG)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  return findCycles(importGraph(root, ['tsconfig.json'])).map((cycle) => cycle.map((file) => relative(root, file)))
}

test('two modules importing each other are a cycle', () => {
  const cycles = cyclesOf({
    'src/a.ts': "import { b } from './b'\nexport const a = () => b",
    'src/b.ts': "import { a } from './a'\nexport const b = () => a",
  })
  expect(cycles).toEqual([['src/a.ts', 'src/b.ts']])
})

test('a longer circle through an alias, an export-from and a dynamic import is one cycle', () => {
  const cycles = cyclesOf({
    'src/a.tsx': "import { b } from './b.js'\nexport const a = b",
    'src/b.ts': "export { c as b } from '@lib/c'",
    'lib/c.ts': "export const c = 1\nexport const later = () => import('../src/a')",
    'src/d.ts': "import { a } from './a'\nexport const d = a",
  })
  expect(cycles).toHaveLength(1)
  expect([...cycles[0]!].sort()).toEqual(['lib/c.ts', 'src/a.tsx', 'src/b.ts'])
})

test('a module importing itself is a cycle', () => {
  expect(cyclesOf({ 'src/a.ts': "import * as self from './a'\nexport const a = self" })).toEqual([['src/a.ts']])
})

test('type-only imports and a straight chain are no cycle', () => {
  const cycles = cyclesOf({
    'src/a.ts': "import type { B } from './b'\nimport { c } from './c'\nexport type A = B\nexport const a = c",
    'src/b.ts': "import { a } from './a'\nexport type B = typeof a",
    'src/c.ts': "export type { A } from './a'\nimport 'node:fs'\nexport const c = 1",
  })
  expect(cycles).toEqual([])
})

// Reading every source file takes seconds while lint runs beside the unit tests.
test("the repo's own graph resolves its aliases and has no cycle", { timeout: 30_000 }, () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const graph = importGraph(root)
  const start = graph.get(join(root, 'web/src/app/start.tsx'))
  expect(start).toContain(join(root, 'web/src/app/router.tsx'))
  const sharedImporters = [...graph.values()].filter((targets) =>
    targets.some((target) => target.startsWith(join(root, 'functions/src/shared/'))),
  )
  expect(sharedImporters.length).toBeGreaterThan(10)
  expect(findCycles(graph)).toEqual([])
})
