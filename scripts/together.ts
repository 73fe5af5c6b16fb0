/**
 * Runs independent shell commands at the same time, so two single-threaded checks (ESLint's type-aware
 * rules, tsc) fill both cores instead of queueing. Each command's output is held and printed whole
 * when it ends, so the logs do not interleave; exits non-zero when any command failed.
 *   tsx scripts/together.ts "npm run lint" "npm run typecheck"
 */
import { spawn } from 'node:child_process'

const commands = process.argv.slice(2)
if (commands.length === 0) {
  console.error('usage: tsx scripts/together.ts "<command>" "<command>"…')
  process.exit(2)
}

interface Outcome {
  command: string
  code: number
  seconds: number
}

function run(command: string): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    // The children write to a pipe, but on a terminal their output ends up there: keep its colours.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.once('close', (exitCode, signal) => {
      const code = exitCode ?? (signal ? 1 : 0)
      const seconds = Math.round((Date.now() - started) / 100) / 10
      process.stdout.write(`\n> ${command}  (${code === 0 ? 'passed' : `FAILED, exit ${code}`}, ${seconds} s)\n`)
      process.stdout.write(Buffer.concat(output))
      resolve({ command, code, seconds })
    })
  })
}

const outcomes = await Promise.all(commands.map(run))
const failed = outcomes.filter((outcome) => outcome.code !== 0)
for (const outcome of failed) console.error(`\nFailed: ${outcome.command} (exit ${outcome.code})`)
process.exit(failed.length > 0 ? 1 : 0)
