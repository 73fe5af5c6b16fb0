/** Texts of pickup points, 'Near me' and the maps (see docs/product.md, Pickup points; the spec has none). Journeys import them too. */
export const nearText = {
  nearMe: 'Near me',
  /** On each card of the near list: km from the visitor, e.g. "1.2 km". */
  distanceLabel: 'Distance',
  distance: (km: number) => `${km} km`,
  showAll: 'Show all foods',
  locating: 'Finding your location…',
  nearHeading: (radiusKm: number) => `Nearest first, within ${radiusKm} km of you`,
  /** Why search and sort are off while the list is by distance. */
  byDistanceOnly: 'Near me lists by distance: search and sort apply to all foods. Show all foods to use them.',
  mapView: 'Map view',
  listView: 'List view',
  mapLabel: 'Map of the foods shown',
  onMap: (shown: number, total: number) =>
    shown === total ? `${shown} foods on the map` : `${shown} of ${total} foods have a pickup point on the map`,
  loadingMap: 'Loading the map…',
  pickupPoint: 'Pickup point on the map',
  useMyLocation: 'Use my location',
  placeOnMap: 'Place the pin on a map',
  hideMap: 'Hide the map',
  pinAtCentre: "Put the pin at the map's centre",
  removePin: 'Remove the pin',
  pickupMapLabel: 'Map: click to place the pickup point, or drag the pin',
  pinAt: (lat: number, lng: number) => `Pin at ${lat.toFixed(5)}, ${lng.toFixed(5)}`,
  noPin: 'No pin yet: people see the pickup location text only.',
  pinPrivacy: 'Only you and the people whose request you accept see the exact point; others see it to about 1 km.',
  pinMarker: 'Pickup point',
  /** Why the browser gave no location; the list stays as it was. */
  refused:
    'Location access was refused, so the list stays as it was. Allow location for this site to see foods near you.',
  unavailable: 'Your location could not be found, so the list stays as it was. Try again in a moment.',
  unsupported: 'This browser cannot share a location, so the list stays as it was.',
} as const
