/** Texts of /alerts and "Alert me about foods like these" (docs/decisions/channels.md). Journeys import them too. */
export const alertsText = {
  heading: 'Alerts for new food',
  intro: 'Hear of new food near a place of your choice, as soon as it is shared or once a day.',
  where: 'Where',
  radius: 'Within (km)',
  tags: 'Only foods that are',
  words: 'Words (up to 5, separated by commas)',
  frequency: 'How often',
  instant: 'At once',
  daily: 'Once a day',
  save: 'Save alert',
  saved: 'Alert saved',
  needPoint: 'Choose a place first: use your location or place the pin on the map.',
  yours: 'Your alerts',
  none: 'No alerts yet.',
  describe: (radiusKm: number, lat: number, lng: number) =>
    `Within ${radiusKm} km of ${lat.toFixed(3)}, ${lng.toFixed(3)}`,
  remove: 'Delete',
  removeLabel: (summary: string) => `Delete alert: ${summary}`,
  removed: 'Alert deleted',
  fromList: 'Alert me about foods like these',
} as const
