/**
 * Pickup points (docs/product.md, Pickup points; docs/decisions/near-me.md): a food's optional `coordinates`, how
 * precisely each caller may see them, and the `near=lat,lng&radiusKm=N` list query. Shared so
 * the forms validate a pin with the same rules as the API.
 */
import { z } from 'zod'
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MIN_RADIUS_KM, PUBLIC_DECIMALS } from './constants'

export type Coordinates = { lat: number; lng: number }

const COORDINATES_MESSAGE = 'Coordinates must be { lat, lng }: latitude from -90 to 90, longitude from -180 to 180'

const degrees = (max: number) =>
  z.number({ error: COORDINATES_MESSAGE }).min(-max, COORDINATES_MESSAGE).max(max, COORDINATES_MESSAGE)

/** A pin as a donor sends it; `null` takes the pin away, and an edit without the field keeps it. */
export const coordinatesInput = z
  .object({ lat: degrees(90), lng: degrees(180) }, { error: COORDINATES_MESSAGE })
  .nullable()
  .optional()

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  // `+ 0` turns -0 into 0, so JSON never says "-0".
  return Math.round(value * factor) / factor + 0
}

/** What anyone but the donor and an accepted requester sees: the point to 2 decimals. */
export function publicPoint(point: Coordinates): Coordinates {
  return { lat: roundTo(point.lat, PUBLIC_DECIMALS), lng: roundTo(point.lng, PUBLIC_DECIMALS) }
}

/** `distanceKm` as answered: one decimal. */
export function roundDistanceKm(km: number): number {
  return roundTo(km, 1)
}

const NEAR_MESSAGE = 'near must be lat,lng: latitude from -90 to 90, longitude from -180 to 180'
const RADIUS_MESSAGE = `radiusKm must be a number from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}`
// Any number of decimals, as a JS number prints them: -4.330000000000013 has 15, 0.30000000000000004 has 17.
const DECIMAL = String.raw`-?\d{1,3}(?:\.\d{1,20})?`
const NEAR = new RegExp(`^(${DECIMAL}),(${DECIMAL})$`)

/** `near=51.5074,-0.1278`: the caller's own point, used as sent and never stored. */
export const nearParam = z.string({ error: NEAR_MESSAGE }).transform((text, context): Coordinates => {
  const match = NEAR.exec(text.replace(/\s+/g, ''))
  const lat = Number(match?.[1])
  const lng = Number(match?.[2])
  if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    context.addIssue({ code: 'custom', message: NEAR_MESSAGE })
    return z.NEVER
  }
  return { lat, lng }
})

export const radiusKmParam = z
  .string({ error: RADIUS_MESSAGE })
  .regex(/^\d{1,2}(\.\d{1,3})?$/, RADIUS_MESSAGE)
  .transform(Number)
  .pipe(z.number().min(MIN_RADIUS_KM, RADIUS_MESSAGE).max(MAX_RADIUS_KM, RADIUS_MESSAGE))
  .default(DEFAULT_RADIUS_KM)
