import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy } from 'react'
import type { Coordinates } from '@shared/geo'
import { directionsText, nearText } from '../../../texts/near'
import { AdoptedSuspense } from '../../../lib/use-hydrated'
import { isPhone, openInMapsHref } from '../map/open-in-maps'

/** Leaflet stays out of the first load: it comes with the first accepted pickup shown. */
const PickupPointMap = lazy(() => import('../map/maps').then((module) => ({ default: module.PickupPointMap })))

/**
 * Once a person's request is accepted, where to go: the exact pin on a small map and a link that
 * opens it in the phone's maps app (or OpenStreetMap). Offline the tiles do not load; the pin and
 * the link still show.
 */
export function PickupDirections({ point, foodName }: { point: Coordinates; foodName: string }) {
  const phone = isPhone()
  const href = openInMapsHref(point, phone)
  return (
    <Stack spacing={1} sx={{ width: '100%', minWidth: 200 }}>
      <Typography variant="subtitle2" component="p">
        {directionsText.heading}
      </Typography>
      {/* The function may draw it, on a food's details (app/server-render.tsx). */}
      <AdoptedSuspense fallback={<Box sx={{ height: 200 }}>{nearText.loadingMap}</Box>}>
        <PickupPointMap point={point} label={directionsText.mapLabel} />
      </AdoptedSuspense>
      <Link
        href={href}
        aria-label={directionsText.openInMapsLabel(foodName)}
        {...(phone ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {directionsText.openInMaps}
      </Link>
    </Stack>
  )
}
