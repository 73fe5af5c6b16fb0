/**
 * What one new food costs at 10,000 alerts. The store's query (`array-contains-any` of the food's
 * cells over each alert's `cells`, store/alerts.ts) reads exactly the alerts sharing a cell with
 * the food; this counts them for 10,000 alerts spread as people would draw them, over a 200 km
 * square around Dhaka with radii of 1 to 50 km, with the query's own rule, in a blink; the same
 * measured over HTTP on the local stack is `npm run bench:alerts` (scripts/bench-alerts.ts).
 */
import { expect, test } from 'vitest'
import { alertCells, alertMatches, pointCells } from './alerts'

const ALERTS = 10_000
const DHAKA = { lat: 23.74, lng: 90.37 }

/** A fixed pseudo-random sequence, so the printed numbers are the same every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

test(`one new food reads the alerts sharing one of its cells, a small part of ${ALERTS.toLocaleString('en')}`, () => {
  const next = random(42)
  const alerts = Array.from({ length: ALERTS }, (_, index) => {
    const near = { lat: DHAKA.lat + (next() - 0.5) * 1.8, lng: DHAKA.lng + (next() - 0.5) * 1.96 }
    const radiusKm = 1 + Math.floor(next() * 50)
    return {
      uid: `person-${index}`,
      near,
      radiusKm,
      tags: [],
      words: [],
      frequency: 'daily' as const,
      cells: alertCells(near, radiusKm),
    }
  })
  const food = { donatorUid: 'donor', foodName: 'Dal', location: 'Dhanmondi', tags: [], point: DHAKA }
  const own = pointCells(DHAKA)
  const read = alerts.filter((alert) => alert.cells.some((cell) => own.includes(cell)))
  const matching = alerts.filter((alert) => alertMatches(alert, food))
  const bySize = (min: number, max: number) =>
    read.filter((alert) => alert.radiusKm >= min && alert.radiusKm <= max).length
  console.log(
    `One new food at ${ALERTS} alerts reads ${read.length} of them (radius 1–5 km: ${bySize(1, 5)}, 6–20: ${bySize(6, 20)}, 21–50: ${bySize(21, 50)}); ${matching.length} match`,
  )
  // Every alert that matches is among those read: the cells never miss one.
  expect(matching.every((alert) => read.includes(alert))).toBe(true)
  expect(read.length).toBeLessThan(ALERTS / 2)
})
