/**
 * Which alerts a new food wakes (docs/decisions/channels.md). An alert stores the geohash cells
 * that cover its circle, at one precision chosen by its radius; a food asks for the alerts
 * holding any cell its point lies in, at every precision an alert may use: one `array-contains-any`
 * query, which reads only the alerts whose cells contain the point. The exact rule then filters.
 */
import { distanceBetween, geohashForLocation } from 'geofire-common'
import type { DietTag } from '../shared/diet-tags'
import type { AlertFrequency } from '../shared/channel-choices'
import { FAIRNESS_COLLECTED, FAIRNESS_DELAY_MS } from '../shared/channels'
import { type Coordinates, publicPoint } from '../shared/geo'
import { matchesSearch } from '../shared/search'

/** From coarse (about 630 km) to fine (about 4.9 km): the precisions an alert's cells may have. */
const PRECISIONS = [2, 3, 4, 5] as const
/**
 * At most this many cells per alert: more cells of a finer precision fit a circle closer, so a food
 * reads fewer alerts (at 10,000 alerts, 9 cells read 3,566 per food, 32 read 1,645: alerts-scale.test.ts).
 */
const MAX_CELLS = 32
const KM_PER_DEGREE = 110.5

function cellDegrees(precision: number): { lat: number; lng: number } {
  const bits = 5 * precision
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) }
}

const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180
const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat))

/** Samples one cell apart, and the far edge: no cell the span touches is skipped. */
function steps(from: number, to: number, step: number): number[] {
  const values: number[] = []
  for (let value = from; value < to; value += step) values.push(value)
  values.push(to)
  return values
}

function cellsAt(center: Coordinates, radiusKm: number, precision: number): Set<string> {
  const size = cellDegrees(precision)
  const dLat = radiusKm / KM_PER_DEGREE
  const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180))))
  const cells = new Set<string>()
  for (const lat of steps(clampLat(center.lat - dLat), clampLat(center.lat + dLat), size.lat)) {
    for (const lng of steps(center.lng - dLng, center.lng + dLng, size.lng)) {
      cells.add(geohashForLocation([clampLat(lat), wrapLng(lng)], precision))
      if (cells.size > MAX_CELLS) return cells
    }
  }
  return cells
}

/** The cells covering an alert's circle: the finest precision that needs at most MAX_CELLS of them. */
export function alertCells(center: Coordinates, radiusKm: number): string[] {
  for (const precision of [...PRECISIONS].reverse()) {
    const cells = cellsAt(center, radiusKm, precision)
    if (cells.size <= MAX_CELLS) return [...cells]
  }
  return [...cellsAt(center, radiusKm, PRECISIONS[0])]
}

/**
 * The cells a food's point lies in, one per precision. Measured at the rounded point anyone may
 * see, as the near list measures (docs/decisions/near-me.md): an alert tells no more than it.
 */
export function pointCells(point: Coordinates): string[] {
  const shown = publicPoint(point)
  return PRECISIONS.map((precision) => geohashForLocation([shown.lat, shown.lng], precision))
}

export interface AlertRule {
  uid: string
  near: Coordinates
  radiusKm: number
  tags: readonly DietTag[]
  words: readonly string[]
  frequency: AlertFrequency
}

export interface ListedFood {
  donatorUid: string
  foodName: string
  location: string
  tags: readonly DietTag[]
  point: Coordinates
}

/** The alert's whole rule: within the radius, every tag on the food, every word as search finds words. */
export function alertMatches(alert: AlertRule, food: ListedFood): boolean {
  if (alert.uid === food.donatorUid) return false
  const shown = publicPoint(food.point)
  if (distanceBetween([alert.near.lat, alert.near.lng], [shown.lat, shown.lng]) > alert.radiusKm) return false
  if (!alert.tags.every((tag) => food.tags.includes(tag))) return false
  return alert.words.every((word) => matchesSearch(word, food.foodName, food.location))
}

/**
 * One person's answer to a food however many of their alerts match: instant wins over daily.
 * Answers a map from person to frequency. `blockedWithDonor` holds the people who blocked the
 * donor or whom the donor blocked: none of them hears of the food (services/alerts.ts reads who
 * they are from the stored blocks).
 */
export function whoToTell(
  alerts: readonly AlertRule[],
  food: ListedFood,
  blockedWithDonor: ReadonlySet<string> = new Set(),
): Map<string, AlertFrequency> {
  const told = new Map<string, AlertFrequency>()
  for (const alert of alerts) {
    if (blockedWithDonor.has(alert.uid) || !alertMatches(alert, food)) continue
    if (told.get(alert.uid) !== 'instant') told.set(alert.uid, alert.frequency)
  }
  return told
}

/** OLIO's rule, so food goes round: heavy collectors hear of new food an hour after everyone else. */
export function instantAlertAt(collectedLastWeek: number, now: Date): Date {
  return collectedLastWeek >= FAIRNESS_COLLECTED ? new Date(now.getTime() + FAIRNESS_DELAY_MS) : now
}
