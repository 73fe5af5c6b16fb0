/**
 * Lighthouse benchmark of a first visit on a phone (npm run bench:web): the mobile preset (4× CPU
 * slowdown, slow 4G, simulated) against the local stack's Hosting, RUNS runs a page, on `/`,
 * `/allfood` and, signed in as the first demo user, one food's `/details/{id}`. Per page it prints
 * the medians of score, FCP, LCP, TBT, CLS and JS bytes, and from the median run (by score) the
 * LCP element, the three longest main-thread tasks with the script each is charged to and the
 * elements that moved (if any), so where the time goes shows without opening a trace. It measures whatever foods the stack holds:
 * run it at the demo data and again after `npm run seed:scale`. It prints figures and never
 * fails on them; timings stay out of npm test.
 *   BENCH_RUNS=3 BENCH_PAGES=/,/allfood npm run bench:web
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { copy } from '../functions/src/shared/copy'
import { DEMO_USERS } from './seed'
import { APP_URL } from './stack-config'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']
const DETAILS = '/details/{id}'
const PAGES = (process.env.BENCH_PAGES ?? `/,/allfood,${DETAILS}`).split(',')

/** The targets on a quiet machine; a signed-in page of one food may score a little lower. */
const TARGET = { score: 95, detailsScore: 90, lcpMs: 2000, tbtMs: 150, cls: 0.02 }

interface LongTask {
  ms: number
  script: string
}

interface Run {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  lcpElement: string
  longTasks: LongTask[]
  shifted: string
  /**
   * Lighthouse's measure of the machine's speed during the run. Its simulation scales the tasks it
   * saw by 4, so a run on a machine slowed by its neighbours reports a higher TBT for the same page.
   */
  benchmarkIndex: number
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Details of an audit, read loosely: their shapes differ by audit and are typed as a union. */
function detailItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined
  return details?.items ?? []
}

/** The LCP element's selector and the start of its markup. */
function lcpElement(lhr: Result): string {
  const [table] = detailItems(lhr, 'largest-contentful-paint-element') as { items?: { node?: LcpNode }[] }[]
  const node = table?.items?.[0]?.node
  if (!node) return 'unknown'
  return `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 90)}`.trim()
}

interface LcpNode {
  selector?: string
  snippet?: string
}

/** The elements that moved most (Lighthouse's layout-shifts audit), so a CLS over 0 names its cause. */
function shiftedElements(lhr: Result): string {
  return (detailItems(lhr, 'layout-shifts') as { node?: LcpNode; score?: number }[])
    .slice(0, 2)
    .map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? 'unknown'}`)
    .join(', ')
}

/** The three longest main-thread tasks, with the script Lighthouse charges each to. */
function longestTasks(lhr: Result): LongTask[] {
  return (detailItems(lhr, 'long-tasks') as { duration?: number; url?: string }[])
    .map((task) => ({ ms: task.duration ?? 0, script: scriptName(task.url) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
}

function scriptName(url: string | undefined): string {
  if (!url || url === 'Unattributable') return 'unattributable'
  try {
    const { pathname } = new URL(url)
    return pathname === '/' ? 'the HTML' : pathname.replace(/^\/assets\//, '')
  } catch {
    return url
  }
}

function jsBytes(lhr: Result): number {
  const scripts = (detailItems(lhr, 'resource-summary') as { resourceType?: string; transferSize?: number }[]).find(
    (item) => item.resourceType === 'script',
  )
  return scripts?.transferSize ?? 0
}

/**
 * Signs the demo user in through /login, as a person would, then empties the HTTP cache and the
 * service worker's caches: the measured visit is signed in but downloads everything again.
 */
async function signIn(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    const user = DEMO_USERS[0]
    await page.goto(`${APP_URL}/login`)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: copy.nav.login, exact: true }).click()
    await page.getByText(copy.toast.loginSuccess).first().waitFor({ timeout: 30_000 })
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
      for (const key of await caches.keys()) await caches.delete(key)
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    await browser.close()
  }
}

/** A fresh Chrome per run, so no run inherits another's caches or trace state. */
async function lighthouseRun(url: string, signedIn: boolean): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    if (signedIn) await signIn(chrome.port)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse would otherwise clear the origin's storage, and the session with it.
      ...(signedIn ? { disableStorageReset: true } : {}),
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is retried, twice at most. */
async function measure(url: string, signedIn: boolean): Promise<Run> {
  let lhr = await lighthouseRun(url, signedIn)
  for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await lighthouseRun(url, signedIn)
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: jsBytes(lhr),
    lcpElement: lcpElement(lhr),
    longTasks: longestTasks(lhr),
    shifted: shiftedElements(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

const newest = await fetch(`${APP_URL}/api/allfoods?limit=1`)
const foods = newest.headers.get('x-total-count')
const [firstFood] = (await newest.json()) as { _id: string }[]
console.log(`Lighthouse 12 mobile preset, ${RUNS} runs per page, ${APP_URL}, ${foods ?? 'an unknown number of'} foods`)

const summaries: string[] = []
for (const page of PAGES) {
  const signedIn = page === DETAILS
  if (signedIn && !firstFood) throw new Error('No food to open: seed the stack first')
  const path = signedIn ? `/details/${firstFood!._id}` : page
  const runs: Run[] = []
  for (let index = 0; index < RUNS; index++) {
    const run = await measure(`${APP_URL}${path}`, signedIn)
    runs.push(run)
    console.log(
      `  ${page} run ${index + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms` +
        `, machine ${Math.round(run.benchmarkIndex)}`,
    )
  }
  const of = (key: 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'jsBytes') => median(runs.map((run) => run[key]))
  const typical = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!
  const mark = (ok: boolean) => (ok ? '' : ' (over target)')
  const scoreTarget = signedIn ? TARGET.detailsScore : TARGET.score
  summaries.push(
    [
      `${page}${signedIn ? ' (signed in)' : ''}`,
      `  score ${of('score')}${mark(of('score') >= scoreTarget)}   FCP ${(of('fcpMs') / 1000).toFixed(2)} s` +
        `   LCP ${(of('lcpMs') / 1000).toFixed(2)} s${mark(of('lcpMs') <= TARGET.lcpMs)}` +
        `   TBT ${Math.round(of('tbtMs'))} ms${mark(of('tbtMs') <= TARGET.tbtMs)}` +
        `   CLS ${of('cls').toFixed(3)}${mark(of('cls') <= TARGET.cls)}   JS ${Math.round(of('jsBytes') / 1024)} KB`,
      `  machine speed (Lighthouse's benchmark index, higher is faster): ${Math.round(median(runs.map((run) => run.benchmarkIndex)))}`,
      `  LCP element: ${typical.lcpElement}`,
      `  longest tasks: ${typical.longTasks.map((task) => `${Math.round(task.ms)} ms ${task.script}`).join(', ') || 'none'}`,
      ...(typical.shifted ? [`  moved: ${typical.shifted}`] : []),
    ].join('\n'),
  )
}

console.log(
  `\nMedian of ${RUNS} runs; element and tasks from the median run. Targets: score ≥ ${TARGET.score} ` +
    `(${DETAILS} ≥ ${TARGET.detailsScore}), LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}`,
)
for (const summary of summaries) console.log(`\n${summary}`)
