/**
 * Every script that makes an account through the Auth emulator ages it (docs/decisions/trust.md:
 * test, demo, seed and benchmark accounts are two days old), so no script meets a new account's
 * limits by accident and measures or seeds something else than it says.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

test('each script that signs up an account through the Auth emulator also ages it', () => {
  const scripts = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  const signingUp = scripts.filter((name) => readFileSync(join(here, name), 'utf8').includes('accounts:signUp'))
  expect(signingUp).toContain('bench-alerts.ts')
  const unaged = signingUp.filter((name) => !readFileSync(join(here, name), 'utf8').includes('ageAccount('))
  expect(unaged).toEqual([])
})
