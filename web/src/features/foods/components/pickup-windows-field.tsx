import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { memo, useId } from 'react'
import { MAX_PICKUP_WINDOWS } from '../../../config/constants'
import { useLanguage } from '../../../lib/use-language'
import { pickupText } from '../../../texts/pickup'
import type { PickupWindowValues } from '../pickup-windows'

interface PickupWindowsFieldProps {
  value: readonly PickupWindowValues[]
  onChange: (windows: PickupWindowValues[]) => void
  error?: string
}

/**
 * Up to five pickup windows, each a start and an end in the donor's local time. Native
 * `datetime-local` inputs: a phone shows its own picker, and the forms' chunk stays small (a date
 * picker library would weigh more than the rest of the form). Memoised, so it subscribes to the
 * language itself: a switch re-renders its labels.
 */
export const PickupWindowsField = memo(function PickupWindowsField({
  value,
  onChange,
  error,
}: PickupWindowsFieldProps) {
  useLanguage()
  const legendId = useId()
  const helpId = useId()

  function change(index: number, edge: keyof PickupWindowValues, typed: string) {
    onChange(value.map((window, at) => (at === index ? { ...window, [edge]: typed } : window)))
  }

  return (
    <Box
      component="fieldset"
      aria-describedby={helpId}
      sx={{ gridColumn: { md: '1 / -1' }, border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {pickupText.form.legend}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {pickupText.form.help(MAX_PICKUP_WINDOWS)}
      </Typography>
      <Stack spacing={2}>
        {value.map((window, index) => {
          const number = index + 1
          return (
            <Stack
              // The windows have no identity of their own; a removal re-keys the rows after it, which only re-renders them.
              key={index}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                label={pickupText.form.start(number)}
                type="datetime-local"
                value={window.start}
                onChange={(event) => change(index, 'start', event.target.value)}
                error={error !== undefined}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={pickupText.form.end(number)}
                type="datetime-local"
                value={window.end}
                onChange={(event) => change(index, 'end', event.target.value)}
                error={error !== undefined}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                color="error"
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                sx={{ flexShrink: 0 }}
              >
                {pickupText.form.remove(number)}
              </Button>
            </Stack>
          )
        })}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button
        variant="outlined"
        onClick={() => onChange([...value, { start: '', end: '' }])}
        disabled={value.length >= MAX_PICKUP_WINDOWS}
        sx={{ mt: 1 }}
      >
        {pickupText.form.add}
      </Button>
    </Box>
  )
})
