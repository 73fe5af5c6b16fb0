import { formatDecimals, formatNumber } from './formats'
import en from '../locales/en/alerts.json'
import { catalogue } from './catalog'

const section = catalogue('alerts', en)

/** Texts of /alerts and "Alert me about foods like these" (docs/decisions/channels.md). Journeys import them too. */
export const alertsText = section('alertsText', {
  describe: (radiusKm: number, lat: number, lng: number) => ({
    radiusKm: formatNumber(radiusKm),
    lat: formatDecimals(lat, 3),
    lon: formatDecimals(lng, 3),
  }),
  removeLabel: (summary: string) => ({ summary }),
  quoted: (word: string) => ({ word }),
})
