/**
 * Lighthouse benchmark of the first visit (npm run bench:web; README, Benchmarks): the mobile preset
 * (a mid phone: 4× CPU slowdown, slow 4G, simulated) against the local stack's Hosting, on `/` and
 * `/allfood`, RUNS runs each, printing the median performance score, LCP, TBT, CLS and bytes.
 * It measures whatever foods the stack holds: run it at the demo data and again after
 * `npm run seed:scale`. It prints figures and never fails on them; timings stay out of npm test.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { APP_URL } from './stack-config'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PAGES = ['/', '/allfood'] as const
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

/** The targets on this machine (README, Benchmarks). */
const TARGET = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.02 }

interface Run {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  bytes: number
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** A fresh Chrome per run, so no run inherits another's caches or trace state. */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is retried, twice at most. */
async function measure(url: string): Promise<Run> {
  let lhr = await lighthouseRun(url)
  for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await lighthouseRun(url)
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  }
}

const foods = await fetch(`${APP_URL}/api/allfoods?limit=1`).then((response) => response.headers.get('x-total-count'))
console.log(`Lighthouse 12 mobile preset, ${RUNS} runs per page, ${APP_URL}, ${foods ?? 'an unknown number of'} foods`)

const rows: string[] = []
for (const page of PAGES) {
  const runs: Run[] = []
  for (let index = 0; index < RUNS; index++) {
    const run = await measure(`${APP_URL}${page}`)
    runs.push(run)
    console.log(
      `  ${page} run ${index + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`,
    )
  }
  const of = (key: keyof Run) => median(runs.map((run) => run[key]))
  const mark = (ok: boolean) => (ok ? '' : ' (over target)')
  rows.push(
    [
      page.padEnd(9),
      `${String(of('score')).padStart(5)}${mark(of('score') >= TARGET.score)}`,
      `LCP ${(of('lcpMs') / 1000).toFixed(2)} s${mark(of('lcpMs') <= TARGET.lcpMs)}`,
      `TBT ${Math.round(of('tbtMs'))} ms${mark(of('tbtMs') <= TARGET.tbtMs)}`,
      `CLS ${of('cls').toFixed(3)}${mark(of('cls') <= TARGET.cls)}`,
      `${Math.round(of('bytes') / 1024)} KB transferred`,
    ].join('  '),
  )
}

console.log(
  `\nMedian of ${RUNS} (targets: score ≥ ${TARGET.score}, LCP ≤ 2.5 s, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls})`,
)
console.log(`page       score  LCP, TBT, CLS, bytes`)
for (const row of rows) console.log(row)
