/**
 * Load benchmark against the local stack (npm run bench:load): the public list, search, and an
 * authenticated write mix (request a food, withdraw the request), at 10 and 50 connections.
 * It prints figures; it is not a timed test. It exits non-zero only on errors or timeouts.
 */
import autocannon, { type Client, type Result } from 'autocannon'
import { API_URL, AUTH_EMULATOR_HOST, PORTS, HOST } from './stack-config'

const DURATION_S = 8
const WARM_UP_S = 4
/** Per user, so the write mix stays under the 30 requests an hour each user may make. */
const REQUESTS_PER_WRITER = 20

interface Writer {
  cookie: string
  foodId: string
  donorCookie: string
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ data: T; response: Response }> {
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
  const { data } = await post<{ idToken: string }>(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    { email, password: 'Bench-pass1', returnSecureToken: true },
  )
  const { response } = await post(`${API_URL}/jwt`, {}, { Authorization: `Bearer ${data.idToken}` })
  const cookie = /__session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error('POST /jwt set no session cookie')
  return { idToken: data.idToken, cookie }
}

/** One donor per 15 foods keeps each donor under the 20-an-hour limit on new foods. */
async function prepareWriters(count: number): Promise<Writer[]> {
  const expireDateTime = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const foods: { id: string; donorCookie: string }[] = []
  let donor = await signUp('donor')
  for (let index = 0; index < count; index++) {
    if (index > 0 && index % 15 === 0) donor = await signUp('donor')
    const { data } = await post<{ insertedId: string }>(
      `${API_URL}/addfoods`,
      { foodName: `Bench Soup ${index}`, foodImg: 'https://images.example.com/soup.jpg', quantity: 3, location: 'Bench Street', expireDateTime, foodStatus: 'Available' },
      { Cookie: donor.cookie },
    )
    foods.push({ id: data.insertedId, donorCookie: donor.cookie })
  }
  const writers: Writer[] = []
  for (const food of foods) writers.push({ cookie: (await signUp('writer')).cookie, foodId: food.id, donorCookie: food.donorCookie })
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
    autocannon(options, (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)))
  })
}

async function main(): Promise<void> {
  const base = `http://${HOST}:${PORTS.hosting}`
  const rows: Row[] = []
  for (const connections of [10, 50]) {
    // The Functions emulator starts a worker process per concurrent request the first time it
    // sees that many; warm them up so the figures measure serving, not process start-up.
    await run({ url: `${base}/api/foods`, connections, duration: WARM_UP_S })
    rows.push({ scenario: 'GET /api/foods', connections, result: await run({ url: `${base}/api/foods`, connections, duration: DURATION_S }) })
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
          client.setRequests([
            { method: 'POST', path: '/api/request', headers, body: JSON.stringify({ foodId: writer.foodId, requestedTime: '10:00 AM' }) },
            { method: 'DELETE', path: `/api/deletereq/${writer.foodId}`, headers },
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
  const failed = rows.filter(({ result }) => result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
  if (failed.length > 0) {
    console.error(`\n${failed.length} scenario(s) had errors, timeouts or non-2xx answers.`)
    process.exit(1)
  }
  console.log('\n0 errors, 0 timeouts, 0 non-2xx answers.')
}

await main()
