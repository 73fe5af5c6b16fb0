import { randomInt } from 'node:crypto'

/** Dhanmondi, Dhaka: the longitude the alert tests place their foods and alerts around. */
const DHANMONDI_LNG = 90.37

/**
 * Longitudes moved by one random shift, the same for every call, so no other run's alerts meet a
 * test's own: up to 90° west or 80° east, which keeps points a little east of Dhaka valid
 * longitudes (90° east reached 180.37°, which the API refuses). Rounded to 0.01°.
 */
export function shiftedLongitudes(): (lng?: number) => number {
  const shift = randomInt(-9000, 8000) / 100
  return (lng = DHANMONDI_LNG) => Math.round((lng + shift) * 100) / 100
}
