import type { Coordinates } from '@shared/geo'
import { nearText } from '../texts/near'

/** Long enough for a phone's first fix; a refusal comes at once. */
const LOCATION_TIMEOUT_MS = 15_000

/** A refused or failed location, with the reason to show. */
export class LocationError extends Error {}

/** The browser's current position, or a LocationError saying why not (refused, unavailable, unsupported). */
export function currentPosition(): Promise<Coordinates> {
  if (!('geolocation' in navigator)) return Promise.reject(new LocationError(nearText.unsupported))
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) =>
        reject(new LocationError(error.code === error.PERMISSION_DENIED ? nearText.refused : nearText.unavailable)),
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    )
  })
}
