/**
 * Pickup points (docs/decisions/near-me.md). A food's point is stored as top-level `lat`, `lng`
 * and `geohash` (the Node stand-in filters on no nested path), and found by Firebase's own geo
 * recipe: `geohashQueryBounds` turns a circle into a few geohash ranges, each one range query.
 */
import { type Geopoint, geohashForLocation, geohashQueryBounds } from 'geofire-common'
import type { Coordinates } from '../shared/geo'
import { firestoreCall } from './firebase'
import { foodFromSnapshot, foods, type FoodFields, LISTED, type StoredFood } from './foods'

/** Precision 10 (about a metre): the recipe's default, and finer than any bound it makes. */
const GEOHASH_PRECISION = 10

export const toGeopoint = (point: Coordinates): Geopoint => [point.lat, point.lng]

/** The stored fields of a pin: none when the input said nothing, nulls when it took the pin away. */
export function pickupPointFields(point: Coordinates | null | undefined): Pick<FoodFields, 'lat' | 'lng' | 'geohash'> {
  if (point === undefined) return {}
  if (point === null) return { lat: null, lng: null, geohash: null }
  return { lat: point.lat, lng: point.lng, geohash: geohashForLocation(toGeopoint(point), GEOHASH_PRECISION) }
}

/**
 * Every listed food whose geohash lies in the bounds of the circle: a superset of the circle
 * (the bounds are geohash cells), never a food outside the bounds. One range query per bound,
 * run in parallel; the caller filters by exact distance.
 */
export async function listFoodsInBounds(center: Coordinates, radiusKm: number): Promise<StoredFood[]> {
  const bounds = geohashQueryBounds(toGeopoint(center), radiusKm * 1000)
  const snapshots = await Promise.all(
    bounds.map(([start, end]) =>
      firestoreCall(() =>
        foods.where(LISTED, '==', true).where('geohash', '>=', start).where('geohash', '<=', end).get(),
      ),
    ),
  )
  const byId = new Map<string, StoredFood>()
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const food = foodFromSnapshot(doc)
    if (food) byId.set(food.id, food)
  }
  return [...byId.values()]
}
