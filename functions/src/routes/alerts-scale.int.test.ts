/**
 * What one new food costs at 10,000 alerts: the alerts are seeded straight into the store (the
 * API would take 1,000 people), spread over a 200 km square around Dhaka with radii of 1 to
 * 50 km, as people would draw them; then a donor posts one food through the API, and its
 * `Server-Timing` says how many documents the post read. Matching reads only the alerts whose
 * cells hold the food's point, never all of them (docs/decisions/channels.md records the number).
 */
import { randomInt } from 'node:crypto'
import { Timestamp } from 'firebase-admin/firestore'
import { afterAll, expect, test } from 'vitest'
import { alertCells, alertMatches } from '../domain/alerts'
import { db } from '../firebase'
import { buildFood } from '../test/builders'
import { post } from '../test/http'
import { insertResult } from '../shared/responses'
import { expectBody } from '../test/responses'
import { bearer, signUpUser } from '../test/users'

const ALERTS = 10_000
const shift = randomInt(-9000, 9000) / 100
const CENTER = { lat: 23.74, lng: 90.37 + shift }
const seeded: string[] = []
/** Seeding 10,000 documents takes the Node stand-in minutes. */
const SLOW = 15 * 60_000

afterAll(async () => {
  for (let start = 0; start < seeded.length; start += 500) {
    const batch = db.batch()
    for (const id of seeded.slice(start, start + 500)) batch.delete(db.collection('alerts').doc(id))
    await batch.commit()
  }
}, SLOW)

test(`one new food reads only the alerts near it, of ${ALERTS.toLocaleString('en')}`, async () => {
  const alerts = Array.from({ length: ALERTS }, () => {
    const near = { lat: CENTER.lat + (Math.random() - 0.5) * 1.8, lng: CENTER.lng + (Math.random() - 0.5) * 1.96 }
    const radiusKm = 1 + Math.floor(Math.random() * 50)
    return { uid: `scale-${randomInt(1e9)}`, near, radiusKm, tags: [], words: [], frequency: 'daily' as const }
  })
  for (let start = 0; start < alerts.length; start += 500) {
    const batch = db.batch()
    for (const alert of alerts.slice(start, start + 500)) {
      const ref = db.collection('alerts').doc()
      seeded.push(ref.id)
      batch.create(ref, {
        uid: alert.uid,
        lat: alert.near.lat,
        lng: alert.near.lng,
        radiusKm: alert.radiusKm,
        tags: [],
        words: [],
        frequency: alert.frequency,
        cells: alertCells(alert.near, alert.radiusKm),
        createdAt: Timestamp.now(),
      })
    }
    await batch.commit()
  }
  const donor = await signUpUser()
  const point = { lat: CENTER.lat, lng: Math.round(CENTER.lng * 100) / 100 }
  const response = await post('/addfoods', { as: bearer(donor), body: buildFood({ coordinates: point }) })
  expectBody(response, 201, insertResult)
  const reads = Number(/reads=(\d+)/.exec(String(response.headers['server-timing']))?.[1])
  const matching = alerts.filter((alert) =>
    alertMatches(alert, { donatorUid: donor.uid, foodName: 'x', location: 'x', tags: [], point }),
  ).length
  console.log(`POST /addfoods at ${ALERTS} alerts: ${reads} documents read; ${matching} alerts match the food`)
  // Each match costs a few reads of its own (its transaction): the candidates are what is left.
  expect(reads).toBeGreaterThanOrEqual(matching)
  expect(reads).toBeLessThan(ALERTS / 4)
}, SLOW)
