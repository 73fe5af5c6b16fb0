/**
 * Load benchmark against the local stack (npm run bench:load): the public list, search, and an
 * authenticated write mix (request a food, withdraw the request), at 10 and 50 connections; and
 * one page of `/allfoods` against two floors measured in the same run: an echo function on the
 * same Functions emulator (functions/src/bench-echo.ts, emulator only) and a bare firebase-admin
 * query of one page on the same Firestore.
 * It prints figures; it is not a timed test. It exits non-zero only on errors or timeouts.
 */
import autocannon, { type Client, type Result } from 'autocannon'
import { db } from '../functions/src/store/firebase'
import { PAGE_SIZE } from '../functions/src/shared/constants'
import { API_URL, AUTH_EMULATOR_HOST, PORTS, HOST, PROJECT_ID } from './stack-config'
import { ageAccount } from '../functions/src/test/account-age'
import { daysFromNow } from '../functions/src/test/dates'

const DURATION_S = 8
const WARM_UP_S = 4
/** Per user, so the write mix stays under the 30 requests an hour each user may make. */
const REQUESTS_PER_WRITER = 20

interface Writer {
  cookie: string
  foodId: string
  donorCookie: string
}

async function post<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: T; response: Response }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  return { data: (await response.json()) as T, response }
}

async function signUp(label: string): Promise<{ idToken: string; cookie: string }> {
  const email = `bench-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@foodshare.test`
  const { data } = await post<{ idToken: string; localId: string }>(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    { email, password: 'Bench-pass1', returnSecureToken: true },
  )
  // 15 foods each: more than a new account may post (docs/decisions/trust.md).
  await ageAccount(data.localId)
  const { response } = await post(`${API_URL}/jwt`, {}, { Authorization: `Bearer ${data.idToken}` })
  const cookie = /__session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error('POST /jwt set no session cookie')
  return { idToken: data.idToken, cookie }
}

/** One donor per 15 foods keeps each donor under the 20-an-hour limit on new foods. */
async function prepareWriters(count: number): Promise<Writer[]> {
  const expireDateTime = daysFromNow(7)
  const foods: { id: string; donorCookie: string }[] = []
  let donor = await signUp('donor')
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % 15 === 0) donor = await signUp('donor')
    const { data } = await post<{ insertedId: string }>(
      `${API_URL}/addfoods`,
      {
        foodName: `Bench Soup ${index}`,
        foodImg: 'https://images.example.com/soup.jpg',
        quantity: 3,
        location: 'Bench Street',
        expireDateTime,
        foodStatus: 'Available',
      },
      { Cookie: donor.cookie },
    )
    foods.push({ id: data.insertedId, donorCookie: donor.cookie })
  }
  const writers: Writer[] = []
  for (const food of foods)
    writers.push({ cookie: (await signUp('writer')).cookie, foodId: food.id, donorCookie: food.donorCookie })
  return writers
}

/** The benchmark's foods go again, so the home page of a stack it ran against stays the demo's. */
async function removeFoods(writers: Writer[]): Promise<void> {
  for (const { foodId, donorCookie } of writers) {
    await fetch(`${API_URL}/delete/${foodId}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', Cookie: donorCookie },
    })
  }
}

interface Row {
  scenario: string
  connections: number
  result: Result
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    )
  })
}

/** What a writer's connection keeps between its ask and its withdrawal. */
interface AskContext {
  requestId?: string
}

function insertedIdOf(body: string): string | undefined {
  const answer = JSON.parse(body) as { insertedId?: unknown }
  return typeof answer.insertedId === 'string' ? answer.insertedId : undefined
}

/** What a floor or the API did at one number of connections: throughput and tail latency. */
interface Figures {
  requestsPerSecond: number
  p99Ms: number
}

const figuresOf = (result: Result): Figures => ({
  requestsPerSecond: result.requests.average,
  p99Ms: result.latency.p99,
})

/**
 * The bare query's floor: `connections` loops each running the API's first-page query (newest
 * first, one page) with firebase-admin from this process, for `seconds`.
 */
async function bareQuery(connections: number, seconds: number): Promise<Figures> {
  const page = db.collection('foods').orderBy('sortNewest', 'desc').limit(PAGE_SIZE)
  const latencies: number[] = []
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now()
        await page.get()
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: latencies.length / seconds,
    p99Ms: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN),
  }
}

/** One page of /allfoods at 10 connections against its two floors, all measured now. */
async function floors(base: string): Promise<string[]> {
  const connections = 10
  const functionsBase = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`
  const targets = {
    viaHosting: `${base}/api/allfoods?limit=${PAGE_SIZE}`,
    direct: `${functionsBase}/api/api/allfoods?limit=${PAGE_SIZE}`,
    echo: `${functionsBase}/benchEcho`,
  }
  const measured: Record<keyof typeof targets, Figures> = {
    viaHosting: { requestsPerSecond: 0, p99Ms: 0 },
    direct: { requestsPerSecond: 0, p99Ms: 0 },
    echo: { requestsPerSecond: 0, p99Ms: 0 },
  }
  for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
    // The emulator starts a worker per concurrent request, each loading the whole codebase:
    // have all of them up before the timed warm-up, or the figures measure start-up.
    await Promise.all(Array.from({ length: connections }, () => fetch(url).then((response) => response.arrayBuffer())))
    await run({ url, connections, duration: WARM_UP_S })
    const result = await run({ url, connections, duration: DURATION_S })
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${url} answered ${result.non2xx} non-2xx and ${result.errors} errors`)
    measured[name] = figuresOf(result)
  }
  await bareQuery(connections, WARM_UP_S)
  const bare = await bareQuery(connections, DURATION_S)
  const row = (label: string, { requestsPerSecond, p99Ms }: Figures) =>
    `| ${label} | ${requestsPerSecond.toFixed(0)} | ${p99Ms} |`
  const ratio = (api: Figures, floor: Figures) =>
    floor.requestsPerSecond > 0 && floor.p99Ms > 0
      ? `${(api.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}× the throughput, ${(api.p99Ms / floor.p99Ms).toFixed(1)}× the p99`
      : 'n/a (the floor completed no request in the window)'
  return [
    `\nOne page of /allfoods (limit=${PAGE_SIZE}) at ${connections} connections, against its floors:`,
    '| what | req/s | p99 ms |',
    '|---|---:|---:|',
    row('GET /api/allfoods via Hosting (what browsers call)', measured.viaHosting),
    row('the same, straight to the Functions emulator', measured.direct),
    row('echo function, same Functions emulator', measured.echo),
    row(`bare firebase-admin query of ${PAGE_SIZE} docs, same Firestore`, bare),
    `API via Hosting vs echo: ${ratio(measured.viaHosting, measured.echo)}`,
    `API via Hosting vs bare query: ${ratio(measured.viaHosting, bare)}`,
    `API straight to Functions vs echo: ${ratio(measured.direct, measured.echo)}`,
  ]
}

async function main(): Promise<void> {
  const base = `http://${HOST}:${PORTS.hosting}`
  // Printed at once: the floors are the figures most worth keeping if a later scenario fails.
  for (const line of await floors(base)) console.log(line)
  const rows: Row[] = []
  for (const connections of [10, 50]) {
    // The Functions emulator starts a worker process per concurrent request the first time it
    // sees that many; warm them up so the figures measure serving, not process start-up.
    await run({ url: `${base}/api/foods`, connections, duration: WARM_UP_S })
    rows.push({
      scenario: 'GET /api/foods',
      connections,
      result: await run({ url: `${base}/api/foods`, connections, duration: DURATION_S }),
    })
    rows.push({
      scenario: 'GET /api/food?searchParams=bir',
      connections,
      result: await run({ url: `${base}/api/food?searchParams=bir`, connections, duration: DURATION_S }),
    })
    process.stdout.write(`Preparing ${connections} writers… `)
    const writers = await prepareWriters(connections)
    console.log('done')
    let next = 0
    rows.push({
      scenario: 'write mix: POST /api/request + DELETE /api/deletereq',
      connections,
      result: await run({
        url: base,
        connections,
        amount: connections * REQUESTS_PER_WRITER * 2,
        // Each connection is one user with one food of their own to request and release.
        setupClient: (client: Client) => {
          const writer = writers[next++ % writers.length]!
          const headers = { 'Content-Type': 'application/json', Cookie: writer.cookie }
          // A request has its own id (docs/decisions/sharing-loop.md): the withdrawal names the one the ask answered.
          client.setRequests([
            {
              method: 'POST',
              path: '/api/request',
              headers,
              body: JSON.stringify({ foodId: writer.foodId, requestedTime: '10:00 AM' }),
              onResponse: (status, body, context) => {
                if (status === 201) (context as AskContext).requestId = insertedIdOf(body)
              },
            },
            {
              method: 'DELETE',
              headers,
              setupRequest: (request, context) => ({
                ...request,
                path: `/api/deletereq/${(context as AskContext).requestId ?? 'none'}`,
              }),
            },
          ])
        },
      }),
    })
    await removeFoods(writers)
  }

  console.log('\n| scenario | conns | req/s | p50 ms | p99 ms | requests | non-2xx | errors | timeouts |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const { scenario, connections, result } of rows) {
    console.log(
      `| ${scenario} | ${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${result.non2xx} | ${result.errors} | ${result.timeouts} |`,
    )
  }
  // A scenario that completed nothing in its window failed too, though it counts no error.
  const failed = rows.filter(
    ({ result }) => result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || result.requests.total === 0,
  )
  if (failed.length > 0) {
    console.error(`\n${failed.length} scenario(s) had errors, timeouts, non-2xx answers or no answer at all.`)
    process.exit(1)
  }
  console.log('\n0 errors, 0 timeouts, 0 non-2xx answers.')
}

await main()
