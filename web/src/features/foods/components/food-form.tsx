import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useCallback, useState } from 'react'
import type { DietTag } from '@shared/diet-tags'
import type { Donator } from '@shared/responses'
import type { FoodStatus } from '@shared/food-status'
import type { FoodField, FoodFormState } from '../use-food-form'
import { DietTagPicker } from './diet-tag-picker'
import { PhotoPicker } from './photo-picker'
import { PickupPointField } from './pickup-point-field'
import { foodFormLabels } from '../../../texts/foods'

interface FoodFormProps {
  heading: string
  submitLabel: string
  /** The add form offers only Available, the edit form all three (docs/product.md, Foods). */
  statuses: readonly FoodStatus[]
  donator: Donator
  form: FoodFormState
}

export function FoodForm({ heading, submitLabel, statuses, donator, form }: FoodFormProps) {
  const { values, fieldErrors, pending, change, set, submit } = form
  const [uploading, setUploading] = useState(false)
  const setTags = useCallback((tags: DietTag[]) => set('tags', tags), [set])

  function field(name: Exclude<FoodField, 'tags' | 'coordinates'>) {
    const error = fieldErrors[name]
    return {
      name,
      label: foodFormLabels[name],
      value: values[name],
      onChange: change,
      required: true,
      fullWidth: true,
      error: error !== undefined,
      helperText: error,
    }
  }

  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto', my: 4 }}>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        {heading}
      </Typography>
      {/* noValidate: the schema's checks and the spec's dialogs decide, not the browser's bubbles. */}
      <Box component="form" noValidate onSubmit={submit} aria-label={heading}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField {...field('foodName')} />
          <TextField {...field('foodImg')} type="url" />
          <PhotoPicker onUploaded={(url) => set('foodImg', url)} onBusyChange={setUploading} />
          <TextField {...field('quantity')} type="number" slotProps={{ htmlInput: { min: 1, step: 1 } }} />
          <TextField {...field('location')} />
          <PickupPointField
            value={values.coordinates}
            onChange={(point) => set('coordinates', point)}
            error={fieldErrors.coordinates}
          />
          <TextField {...field('expireDateTime')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...field('foodStatus')} select slotProps={{ select: { native: true } }}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </TextField>
          <DietTagPicker value={values.tags} onChange={setTags} error={fieldErrors.tags} />
          <TextField
            label={foodFormLabels.donatorName}
            value={donator.name}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label={foodFormLabels.donatorEmail}
            value={donator.email}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label={foodFormLabels.donatorImg}
            value={donator.img}
            fullWidth
            sx={{ gridColumn: { md: '1 / -1' } }}
            slotProps={{ input: { readOnly: true } }}
          />
        </Box>
        <Button type="submit" variant="contained" fullWidth disabled={pending || uploading} sx={{ mt: 3 }}>
          {submitLabel}
        </Button>
      </Box>
    </Paper>
  )
}
