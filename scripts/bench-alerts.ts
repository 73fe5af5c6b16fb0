/**
 * What one new food costs in reads at 10,000 alerts, on the local stack (npm run bench:alerts).
 * It writes 10,000 alerts straight into Firestore (batched, as the API would store them: the
 * geohash cells of domain/alerts.ts), spread as people would draw them over a 200 km square
 * around Dhaka with radii of 1 to 50 km, plus a few far beyond; then posts one food over HTTP far
 * from every alert and one in Dhaka, and prints what matching each against the alerts read, the
 * alerts sharing a cell with the food and how many people it told. The matching runs after the
 * POST's answer (the alerts' outbox, docs/decisions/channels.md), so its reads are not in the
 * POST's `Server-Timing`: once the stack has announced the food, the benchmark clears what that
 * told and runs the same `announceFood` here, metered. It prints figures; it is not a timed test.
 */
import { randomBytes } from 'node:crypto'
import { type Query, Timestamp } from 'firebase-admin/firestore'
import { alertCells, pointCells } from '../functions/src/domain/alerts'
import { db, meterStoreUsage, newStoreUsage } from '../functions/src/store/firebase'
import { ageAccount } from '../functions/src/test/account-age'
import { announceFood } from '../functions/src/services/alerts'
import { announcementOf } from '../functions/src/store/announcements'
import { daysFromNow } from '../functions/src/test/dates'
import { API_URL, AUTH_EMULATOR_HOST } from './stack-config'

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000)
/** Firestore's most writes in one batch. */
const BATCH = 500
const DHAKA = { lat: 23.74, lng: 90.37 }
/** The open Pacific: no alert of this run or any other reaches it. */
const NOWHERE = { lat: -48.5, lng: -128.3 }

/** A fixed pseudo-random sequence, so every run draws the same alerts. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return response
}

async function signUpDonor(run: string): Promise<string> {
  const signedUp = await postJson(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    { email: `bench-alerts-${run}@foodshare.test`, password: 'Bench-pass1', returnSecureToken: true },
  )
  const { idToken, localId } = (await signedUp.json()) as { idToken: string; localId: string }
  // Aged as every other script's account is: a new account's limits are no part of what this measures.
  await ageAccount(localId)
  const session = await postJson(`${API_URL}/jwt`, {}, { Authorization: `Bearer ${idToken}` })
  const cookie = /__session=[^;]+/.exec(session.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error('POST /jwt set no session cookie')
  return cookie
}

/**
 * Everything the benchmark's people (every run's uids start `bench-`) left: their alerts, what
 * they matched, their events and digest items. Removed before and after a run, so a run starts
 * from the same store and leaves no due matches for the stack's jobs and tests to wade through.
 */
async function removeBenchDocuments(): Promise<void> {
  for (const collection of ['alerts', 'alertMatches', 'notifications', 'digestItems']) {
    for (;;) {
      const page = await db
        .collection(collection)
        .where('uid', '>=', 'bench-')
        .where('uid', '<', 'bench.')
        .limit(BATCH)
        .get()
      if (page.empty) break
      const batch = db.batch()
      for (const doc of page.docs) batch.delete(doc.ref)
      await batch.commit()
    }
  }
}

/** 9 in 10 in and around the city, the rest anywhere within 20° of it. */
async function seedAlerts(run: string): Promise<void> {
  const next = random(42)
  const createdAt = Timestamp.now()
  for (let start = 0; start < ALERTS; start += BATCH) {
    const batch = db.batch()
    for (let index = start; index < Math.min(ALERTS, start + BATCH); index++) {
      const spread = index % 10 === 9 ? 40 : 1.8
      const near = { lat: DHAKA.lat + (next() - 0.5) * spread, lng: DHAKA.lng + (next() - 0.5) * spread * 1.09 }
      const radiusKm = 1 + Math.floor(next() * 50)
      batch.create(db.collection('alerts').doc(), {
        uid: `bench-${run}-${index % 2000}`,
        lat: near.lat,
        lng: near.lng,
        radiusKm,
        tags: [],
        words: [],
        frequency: index % 3 === 0 ? 'instant' : 'daily',
        cells: alertCells(near, radiusKm),
        createdAt,
      })
    }
    await batch.commit()
  }
}

interface Announced {
  id: string
  reads: number
  ms: number
}

async function postFood(cookie: string, foodName: string, point: { lat: number; lng: number }): Promise<string> {
  const response = await postJson(
    `${API_URL}/addfoods`,
    {
      foodName,
      foodImg: 'http://localhost:5000/demo/lentil-curry.svg',
      quantity: 3,
      location: 'Dhanmondi',
      expireDateTime: daysFromNow(2),
      foodStatus: 'Available',
      coordinates: point,
    },
    { Cookie: cookie },
  )
  return ((await response.json()) as { insertedId: string }).insertedId
}

/** The stack matches a new food right after answering its POST; the job a minute later at most. */
async function announcedByTheStack(foodId: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (await announcementOf(foodId)) {
    if (Date.now() > deadline) throw new Error(`Food ${foodId} was not matched against the alerts in 2 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * What matching the food costs, as the stack's run paid it: what that run told is removed (each
 * person is told of a food once), then the same matching runs again here with a meter on.
 */
async function announce(foodId: string): Promise<Announced> {
  await announcedByTheStack(foodId)
  for (const collection of ['alertMatches', 'notifications', 'digestItems']) {
    const told = await db.collection(collection).where('foodId', '==', foodId).get()
    for (let start = 0; start < told.size; start += BATCH) {
      const batch = db.batch()
      for (const doc of told.docs.slice(start, start + BATCH)) batch.delete(doc.ref)
      await batch.commit()
    }
  }
  const usage = newStoreUsage()
  const started = performance.now()
  await meterStoreUsage(usage, () => announceFood(foodId, new Date()))
  return { id: foodId, reads: usage.reads, ms: performance.now() - started }
}

async function count(query: Query): Promise<number> {
  return (await query.count().get()).data().count
}

const run = `${Date.now()}-${randomBytes(3).toString('hex')}`
const cookie = await signUpDonor(run)
await removeBenchDocuments()
const seeding = performance.now()
await seedAlerts(run)
const seedSeconds = ((performance.now() - seeding) / 1000).toFixed(1)
const stored = await count(db.collection('alerts'))
console.log(
  `Seeded ${ALERTS.toLocaleString('en')} alerts in ${seedSeconds} s (${stored.toLocaleString('en')} in the store).`,
)

const far = await announce(await postFood(cookie, `Bench Far Dal ${run}`, NOWHERE))
const near = await announce(await postFood(cookie, `Bench Dhaka Dal ${run}`, DHAKA))
const sharingACell = await count(db.collection('alerts').where('cells', 'array-contains-any', pointCells(DHAKA)))
const told = await count(db.collection('alertMatches').where('foodId', '==', near.id))
console.log(`A food far from every alert: matching it read ${far.reads} documents (${far.ms.toFixed(0)} ms).`)
console.log(
  `A food in Dhaka: matching it read ${near.reads} documents (${near.ms.toFixed(0)} ms): ` +
    `${near.reads - far.reads} more for the alerts, of which ${sharingACell.toLocaleString('en')} share one of its cells ` +
    `(${((sharingACell / stored) * 100).toFixed(1)} % of the store); ${told} people told.`,
)
await removeBenchDocuments()
process.exit(0)
