import { formatDecimals, formatKm } from './formats'
import en from '../locales/en/near.json'
import { catalogue } from './catalog'

const section = catalogue('near', en)

/** Texts of pickup points, 'Near me' and the maps (see docs/product.md, Pickup points; the spec has none). Journeys import them too. */
export const nearText = section('nearText', {
  /** On each card of the near list: km from the visitor, e.g. "1.2 km". */
  distance: (km: number) => ({ distance: formatKm(km) }),
  nearHeading: (radiusKm: number) => ({ radius: formatKm(radiusKm) }),
  onMap: (shown: number, total: number) => ({ shown, total, ...(shown === total ? { context: 'all' } : {}) }),
  pinAt: (lat: number, lng: number) => ({ lat: formatDecimals(lat, 5), lon: formatDecimals(lng, 5) }),
  filtersOn: (count: number) => ({ count }),
})

/** The phone's Filters button: how many filters are on, when any are. */
export function filtersButtonText(active: number): string {
  return active === 0 ? nearText.filters : nearText.filtersOn(active)
}

/** Where an accepted requester goes: the exact pin and a link to the phone's or the web's maps. */
export const directionsText = section('directionsText', {
  openInMapsLabel: (food: string) => ({ food }),
})
