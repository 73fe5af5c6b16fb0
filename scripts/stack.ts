/**
 * Runs the whole product locally: Firestore (the real emulator where Java 21+ exists, else the
 * Node stand-in), then Firebase's Auth, Functions and Hosting emulators, then demo data.
 *   tsx scripts/stack.ts            run until Ctrl-C
 * Other scripts use `startStack()` to run tests against a stack of their own.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { localChannelEnv, MAILDEV, startMailCatcher } from './channel-env'
import {
  APP_URL,
  API_URL,
  FIRESTORE_EMULATOR_HOST,
  HOST,
  PORTS,
  PROJECT_ID,
  QUERY_LOG,
  emulatorEnv,
} from './stack-config'

const root = fileURLToPath(new URL('..', import.meta.url))
const logFile = `${root}.stack/emulators.log`

export interface RunningStack {
  firestore: 'Java emulator' | 'Node stand-in (@firestore-emulator/server)'
  stop(): Promise<void>
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** True when a FoodShare stack answers on the Hosting port. */
export async function stackIsRunning(): Promise<boolean> {
  try {
    const response = await fetch(`${API_URL}/foods`, { signal: AbortSignal.timeout(3000) })
    return response.ok
  } catch {
    return false
  }
}

function javaMajorVersion(): number {
  try {
    const output = execFileSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    return parseJavaVersion(output)
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr
    return typeof stderr === 'string' ? parseJavaVersion(stderr) : 0
  }
}

function parseJavaVersion(text: string): number {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text)
  if (!match) return 0
  const major = Number(match[1])
  return major === 1 ? Number(match[2]) : major
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  child: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The emulators exited (code ${child.exitCode}) before ${what}; see ${logFile}`)
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Timed out waiting for ${what}; see ${logFile}`)
}

async function checkPortsFree(ports: number[]): Promise<void> {
  if (await stackIsRunning()) {
    throw new Error(
      `FoodShare is already running at ${APP_URL}. Stop it (Ctrl-C where it runs) before starting another.`,
    )
  }
  const busy: number[] = []
  for (const port of ports) if (await portInUse(port)) busy.push(port)
  if (busy.length > 0) {
    throw new Error(
      `Port ${busy.join(', ')} ${busy.length > 1 ? 'are' : 'is'} in use by another program; free ${busy.length > 1 ? 'them' : 'it'} and try again.`,
    )
  }
}

function killTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, signal) // the emulators run in their own process group
  } catch {
    // already gone
  }
}

export async function startStack(options: { seed?: boolean; quiet?: boolean } = {}): Promise<RunningStack> {
  const useJavaFirestore = javaMajorVersion() >= 21
  await checkPortsFree([...Object.values(PORTS), MAILDEV.smtp, MAILDEV.web])
  mkdirSync(`${root}.stack`, { recursive: true })
  rmSync(QUERY_LOG, { force: true })
  Object.assign(process.env, emulatorEnv(), localChannelEnv())
  const stopMailCatcher = await startMailCatcher()

  let stopNodeFirestore = () => {}
  if (!useJavaFirestore) {
    const { FirestoreServer } = await import('@firestore-emulator/server')
    const server = new FirestoreServer()
    await server.start(PORTS.firestore)
    stopNodeFirestore = () => server.stop()
  }

  const only = useJavaFirestore ? 'auth,functions,hosting,firestore' : 'auth,functions,hosting'
  const log = createWriteStream(logFile)
  const child = spawn(
    `${root}node_modules/.bin/firebase`,
    ['emulators:start', '--only', only, '--project', PROJECT_ID],
    {
      cwd: root,
      // NODE_ENV as in Cloud Functions: the framework parses JSON before our code runs and answers a
      // malformed body itself; in production mode its error page carries no stack trace.
      env: { ...process.env, ...emulatorEnv(), NODE_ENV: 'production' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    killTree(child, 'SIGINT')
    const exited = new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
    )
    const forced = setTimeout(() => killTree(child, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(forced)
    stopNodeFirestore()
    await stopMailCatcher()
    log.end()
  }

  try {
    await waitFor('the API to answer through Hosting', stackIsRunning, 180_000, child)
    if (options.seed !== false) {
      const { seedDemoData } = await import('./seed')
      await seedDemoData(APP_URL)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return {
    firestore: useJavaFirestore ? 'Java emulator' : 'Node stand-in (@firestore-emulator/server)',
    stop,
  }
}

/**
 * The emulators run no schedules, so the scheduled jobs (functions/src/index.ts: `dueJobs`, the
 * pickup's, docs/decisions/pickup.md, and the channels', docs/decisions/channels.md) run here, in
 * this process, against the same emulators, a plain function of now.
 */
function everyMinute(name: string, job: (now: Date) => Promise<unknown>): NodeJS.Timeout {
  return setInterval(() => {
    job(new Date()).catch((error: unknown) => {
      console.error(`The ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    })
  }, 60_000)
}

async function main(): Promise<void> {
  let stack: RunningStack
  try {
    stack = await startStack()
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  const { DEMO_MODERATOR, DEMO_USERS } = await import('./seed')
  console.log(`
  FoodShare is running at ${APP_URL}
  API:        ${APP_URL}/api   Auth emulator: ${HOST}:${PORTS.auth}
  Firestore:  ${stack.firestore} on ${FIRESTORE_EMULATOR_HOST}
  Demo logins:${DEMO_USERS.map((user) => `\n    ${user.email} / ${user.password}`).join('')}
  Moderator:  ${DEMO_MODERATOR.email} / ${DEMO_MODERATOR.password}
  Mail:       every email sent lands in MailDev at http://${MAILDEV.host}:${MAILDEV.web} (SMTP ${MAILDEV.smtp})
  Emulator log: .stack/emulators.log     Ctrl-C stops everything.
`)
  const { runScheduledJobs } = await import('../functions/src/jobs/scheduled')
  const dueJobs = everyMinute('scheduled job', runScheduledJobs)
  const shutdown = () => {
    console.log('\nStopping FoodShare…')
    clearInterval(dueJobs)
    void stack.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main()
