import type { Coordinates } from '@shared/geo'

/** A map's view: a centre and zoom, or the box of some points to fit. */
export type MapView = { center: Coordinates; zoom: number } | { bounds: Coordinates[] }

/** Where a map with nothing to show starts: the whole world. */
export const WORLD = { center: { lat: 20, lng: 0 }, zoom: 2 }

/** Close enough round the person to recognise their streets. */
export const NEIGHBOURHOOD_ZOOM = 14

/**
 * Where the donor's empty pin picker opens: round them when the browser already may say where they
 * are; else round the foods already listed (people mostly give near where others do); else the
 * world, to zoom into.
 */
export function pickupStartView({
  here,
  listed,
}: {
  here: Coordinates | undefined
  listed: readonly Coordinates[]
}): MapView {
  if (here) return { center: here, zoom: NEIGHBOURHOOD_ZOOM }
  const [first] = listed
  if (!first) return WORLD
  if (listed.every((point) => point.lat === first.lat && point.lng === first.lng))
    return { center: first, zoom: NEIGHBOURHOOD_ZOOM }
  return { bounds: [...listed] }
}
