import type { Coordinates } from '@shared/geo'

/**
 * Where "Open in maps" goes: a phone hands a `geo:` URI to its maps app (RFC 5870); elsewhere
 * OpenStreetMap opens at street level with a marker on the point. Kept out of the Leaflet chunk:
 * the link shows before, and without, the map.
 */
export function openInMapsHref(point: Coordinates, isPhone: boolean): string {
  const { lat, lng } = point
  if (isPhone) return `geo:${lat},${lng}`
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
}

/** A touch screen with a coarse pointer: a phone or tablet, which knows what to do with `geo:`. */
export function isPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false
}
