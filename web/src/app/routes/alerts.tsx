import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Container from '@mui/material/Container'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { AlertFrequency } from '@shared/channel-choices'
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MIN_RADIUS_KM } from '@shared/constants'
import { DIET_TAGS, isDietTag, type DietTag } from '@shared/diet-tags'
import { dietTagLabel } from '../../texts/foods'
import type { Coordinates } from '@shared/geo'
import { alertsQuery, useRemoveAlert, useSaveAlert } from '../../features/alerts/api/alerts'
import { AlertList } from '../../features/alerts/components/alert-list'
import { useSession } from '../../features/auth/session-context'
import { PickupPointField } from '../../features/foods/components/pickup-point-field'
import { ApiError } from '../../lib/api-client'
import { messageOf } from '../../lib/error-message'
import { toasts } from '../../lib/toasts'
import { alertsText } from '../../texts/alerts'

/** What /allfood's "Alert me about foods like these" passes: near, radius, tags and search. */
function prefilled(params: URLSearchParams) {
  const [lat, lng] = (params.get('near') ?? '').split(',').map(Number)
  const point =
    lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) && params.has('near')
  return {
    point: point ? { lat, lng } : undefined,
    radiusKm: params.get('radiusKm') ?? String(DEFAULT_RADIUS_KM),
    tags: (params.get('tags') ?? '').split(',').filter(isDietTag),
    words: params.get('search') ?? '',
  }
}

/** The radius the map draws: only one the API would take, so a half-typed one draws nothing. */
function shownRadiusKm(typed: string): number | undefined {
  const radiusKm = Number(typed)
  return typed !== '' && radiusKm >= MIN_RADIUS_KM && radiusKm <= MAX_RADIUS_KM ? radiusKm : undefined
}

/** /alerts: draw an alert (a place, a radius, tags, words, how often), list and delete them. */
export function Component() {
  const { user } = useSession()
  const [params] = useSearchParams()
  const initial = prefilled(params)
  const alerts = useQuery(alertsQuery(user?.uid ?? ''))
  const save = useSaveAlert()
  const remove = useRemoveAlert()
  const [point, setPoint] = useState<Coordinates | null | undefined>(initial.point)
  const [radiusKm, setRadiusKm] = useState(initial.radiusKm)
  const [tags, setTags] = useState<DietTag[]>(initial.tags)
  const [words, setWords] = useState(initial.words)
  const [frequency, setFrequency] = useState<AlertFrequency>('instant')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const yours = useRef<HTMLHeadingElement>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    // The button stays enabled while saving: disabling it would drop a keyboard user's focus.
    if (save.isPending) return
    if (!point) {
      setErrors({ near: alertsText.needPoint })
      return
    }
    const body = {
      near: point,
      radiusKm: Number(radiusKm),
      tags,
      words: words
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
      frequency,
    }
    save.mutate(body, {
      onSuccess: () => {
        setErrors({})
        toasts.success(alertsText.saved)
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? (error.fields ?? {}) : {})
        toasts.error(messageOf(error))
      },
    })
  }

  return (
    <Container maxWidth="md" sx={{ my: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {alertsText.heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{alertsText.intro}</Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ mb: 4 }}>
        <PickupPointField
          value={point}
          onChange={setPoint}
          error={errors.near}
          radiusKm={shownRadiusKm(radiusKm)}
          legend={alertsText.where}
        />
        <TextField
          label={alertsText.radius}
          type="number"
          value={radiusKm}
          onChange={(event) => setRadiusKm(event.target.value)}
          slotProps={{ htmlInput: { min: MIN_RADIUS_KM, max: MAX_RADIUS_KM, step: 1 } }}
          error={Boolean(errors.radiusKm)}
          helperText={errors.radiusKm}
        />
        <FormGroup aria-label={alertsText.tags}>
          <FormLabel component="legend">{alertsText.tags}</FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {DIET_TAGS.map((tag) => (
              <FormControlLabel
                key={tag}
                control={
                  <Checkbox
                    checked={tags.includes(tag)}
                    onChange={(event) =>
                      setTags((chosen) =>
                        event.target.checked ? [...chosen, tag] : chosen.filter((other) => other !== tag),
                      )
                    }
                  />
                }
                label={dietTagLabel(tag)}
              />
            ))}
          </Stack>
        </FormGroup>
        <TextField
          label={alertsText.words}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          error={Boolean(errors.words)}
          helperText={errors.words}
        />
        <TextField
          select
          label={alertsText.frequency}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value === 'daily' ? 'daily' : 'instant')}
        >
          <MenuItem value="instant">{alertsText.instant}</MenuItem>
          <MenuItem value="daily">{alertsText.daily}</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {alertsText.save}
        </Button>
      </Stack>
      <Typography variant="h5" component="h2" gutterBottom ref={yours} tabIndex={-1}>
        {alertsText.yours}
      </Typography>
      {alerts.data && (
        <AlertList
          alerts={alerts.data}
          onRemove={(id) =>
            remove.mutate(id, {
              onSuccess: () => {
                // Its Delete button is gone with it: focus goes to the list's heading, not the page's start.
                yours.current?.focus()
                toasts.success(alertsText.removed)
              },
            })
          }
        />
      )}
    </Container>
  )
}
