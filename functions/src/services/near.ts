import { distanceBetween } from 'geofire-common'
import { MAX_LIST_SIZE } from '../shared/constants'
import { publicPoint, roundDistanceKm } from '../shared/geo'
import type { NearPageRequest, Page } from '../shared/paging'
import type { PublicFood } from '../shared/responses'
import { listFoodsInBounds, toGeopoint } from '../store/near'
import { withDonorProfiles } from '../store/profiles'
import type { StoredFood } from '../store/foods'
import { effectiveStatus, pickupPointOf, toPublicFood } from '../domain/food'

/**
 * How far a point may lie from its 2-decimal rounding: half a hundredth of a degree each way,
 * about 0.56 km of latitude and at most as much of longitude, so under 0.8 km. The bounds reach
 * this much past the radius, so that no food whose rounded point is inside the circle is missed.
 */
const ROUNDING_REACH_KM = 0.8

interface Found {
  food: StoredFood
  km: number
  key: string
}

const byKey = (a: Found, b: Found) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/** The order's key: whole metres (50 km fits 6 digits), then the id, so ties never reorder between pages. */
function nearKey(km: number, id: string): string {
  return `${String(Math.round(km * 1000)).padStart(6, '0')}_${id}`
}

/**
 * The listed foods within `radiusKm` of `center` that have not expired by `now`, nearest first, each
 * with `distanceKm`: someone asking what they can fetch nearby has no use for food they cannot
 * request (the other lists keep expired foods, shown as Expired). Distance
 * and the radius are measured to the rounded point anyone may see, so neither a distance nor
 * whether a food is in or out tells more than the rounded point does: a few queries from other
 * places cannot triangulate a donor's door. Every page reads the foods in the bounds and pages
 * the sorted list in memory: there is no Firestore order by distance. Tags and expiry filter in
 * memory too, among the foods in the bounds, so they add no index and no read (expiry depends on
 * `now`, which no stored field can say).
 */
export async function getFoodsNear(
  { center, radiusKm, limit, after, tags }: NearPageRequest,
  now: Date,
): Promise<Page<PublicFood>> {
  const candidates = await listFoodsInBounds(center, radiusKm + ROUNDING_REACH_KM)
  const within = candidates
    .flatMap((food): Found[] => {
      const point = pickupPointOf(food)
      if (!point || effectiveStatus(food, now) === 'Expired' || !tags.every((tag) => food.tags.includes(tag))) return []
      const km = distanceBetween(toGeopoint(center), toGeopoint(publicPoint(point)))
      return km <= radiusKm ? [{ food, km, key: nearKey(km, food.id) }] : []
    })
    .sort(byKey)
  const rest = after === undefined ? within : within.filter((found) => found.key > after)
  const size = limit ?? MAX_LIST_SIZE
  const shown = rest.slice(0, size)
  const shownFoods = await withDonorProfiles(shown.map(({ food }) => food))
  return {
    items: shownFoods.map((food, index) => ({
      ...toPublicFood(food, now),
      distanceKm: roundDistanceKm(shown[index]?.km ?? 0),
    })),
    total: within.length,
    next: rest.length > size ? shown.at(-1)?.key : undefined,
  }
}
