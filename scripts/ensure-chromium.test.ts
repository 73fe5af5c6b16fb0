import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

const SCRIPT = fileURLToPath(new URL('./ensure-chromium.sh', import.meta.url))

/**
 * A machine without Chromium, made of stand-ins: CHROMIUM_PATH points into an empty folder, and
 * `id`, `sudo` and `apt-get` found first on PATH are scripts that act the part and log each call.
 */
let machine: string
let chromium: string
let calls: string

function fakeCommand(name: string, body: string): void {
  const file = path.join(machine, 'bin', name)
  writeFileSync(file, `#!/usr/bin/env bash\necho "${name} $*" >> "${calls}"\n${body}\n`)
  chmodSync(file, 0o755)
}

/** apt-get that "installs" Chromium by creating an executable at CHROMIUM_PATH. */
function fakeAptGet(): void {
  fakeCommand(
    'apt-get',
    `if [ "$1" = install ]; then printf '#!/bin/sh\\n' > "${chromium}"; chmod +x "${chromium}"; fi`,
  )
}

function runScript() {
  const result = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(machine, 'bin')}:${process.env.PATH ?? ''}`, CHROMIUM_PATH: chromium },
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

function loggedCalls(): string[] {
  return existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : []
}

beforeEach(() => {
  machine = mkdtempSync(path.join(tmpdir(), 'ensure-chromium-'))
  mkdirSync(path.join(machine, 'bin'))
  chromium = path.join(machine, 'chromium')
  calls = path.join(machine, 'calls.log')
})

afterEach(() => {
  rmSync(machine, { recursive: true, force: true })
})

describe('scripts/ensure-chromium.sh', () => {
  test('does nothing when Chromium is there', () => {
    writeFileSync(chromium, '#!/bin/sh\n')
    chmodSync(chromium, 0o755)
    fakeCommand('id', 'echo 1000')
    fakeAptGet()

    expect(runScript()).toEqual({ code: 0, stdout: '', stderr: '' })
    expect(loggedCalls()).toEqual([])
  })

  test('as root, installs Chromium the Debian way: apt-get update, then install', () => {
    fakeCommand('id', 'echo 0')
    fakeAptGet()

    const run = runScript()

    expect(run.code).toBe(0)
    expect(loggedCalls()).toEqual(['id -u', 'apt-get update -qq', 'apt-get install -y -qq chromium'])
    expect(existsSync(chromium)).toBe(true)
  })

  test('with sudo that needs no password, installs through sudo', () => {
    fakeCommand('id', 'echo 1000')
    fakeCommand('sudo', 'shift; exec "$@"')
    fakeAptGet()

    const run = runScript()

    expect(run.code).toBe(0)
    expect(loggedCalls()).toEqual([
      'id -u',
      'sudo -n true',
      'sudo -n apt-get update -qq',
      'apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      'apt-get install -y -qq chromium',
    ])
  })

  test('without the rights, stops with one line naming the command to run, and installs nothing', () => {
    fakeCommand('id', 'echo 1000')
    fakeCommand('sudo', 'echo "sudo: a password is required" >&2; exit 1')
    fakeAptGet()

    const run = runScript()

    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      `Chromium is missing at ${chromium} and this user may not install it: run \`sudo apt-get update && sudo apt-get install -y chromium\`, then npm test again.\n`,
    )
    expect(loggedCalls().filter((call) => call.startsWith('apt-get'))).toEqual([])
  })
})
