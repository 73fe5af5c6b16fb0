import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import type { Coordinates } from '@shared/geo'
import { currentPosition, LocationError } from '../../../lib/geolocation'
import { nearText } from '../../../texts/near'

/** Leaflet loads with the map, only when the donor opens it. */
const PickupMap = lazy(() => import('../map/maps').then((module) => ({ default: module.PickupMap })))

interface PickupPointFieldProps {
  /** Undefined or null: no pin. */
  value: Coordinates | null | undefined
  onChange: (point: Coordinates | null) => void
  error?: string | undefined
  /** Shows a circle of this radius around the pin on the map (an alert's reach). */
  radiusKm?: number | undefined
  /** What the point is for; a food's pickup point unless said. */
  legend?: string | undefined
}

/** The pin beside the spec's text location: from the browser's location or placed on a map. */
export function PickupPointField({ value, onChange, error, radiusKm, legend }: PickupPointFieldProps) {
  const [mapOpen, setMapOpen] = useState(false)
  const [locating, setLocating] = useState(false)
  const [problem, setProblem] = useState<string>()

  async function locate() {
    setLocating(true)
    setProblem(undefined)
    try {
      onChange(await currentPosition())
      setMapOpen(true)
    } catch (failure) {
      setProblem(failure instanceof LocationError ? failure.message : nearText.unavailable)
    } finally {
      setLocating(false)
    }
  }

  return (
    <Box component="fieldset" sx={{ gridColumn: { md: '1 / -1' }, border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {legend ?? nearText.pickupPoint}
      </Typography>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {value ? nearText.pinAt(value.lat, value.lng) : nearText.noPin}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void locate()} disabled={locating}>
          {locating ? nearText.locating : nearText.useMyLocation}
        </Button>
        <Button variant="outlined" onClick={() => setMapOpen((open) => !open)} aria-expanded={mapOpen}>
          {mapOpen ? nearText.hideMap : nearText.placeOnMap}
        </Button>
        {value && (
          <Button color="inherit" onClick={() => onChange(null)}>
            {nearText.removePin}
          </Button>
        )}
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {mapOpen && (
        <Box sx={{ mt: 1 }}>
          <Suspense fallback={<Typography variant="body2">{nearText.loadingMap}</Typography>}>
            <PickupMap value={value} onChange={onChange} radiusKm={radiusKm} />
          </Suspense>
        </Box>
      )}
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        {nearText.pinPrivacy}
      </Typography>
    </Box>
  )
}
