import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { EMAIL_CHOICES, type EmailChoice } from '@shared/channel-choices'
import { DEFAULT_TIME_ZONE } from '@shared/channels'
import { NOTIFICATION_KINDS } from '@shared/request-status'
import { ApiError, type PreferencesBody } from '../../../lib/api-client'
import { messageOf } from '../../../lib/error-message'
import { toasts } from '../../../lib/toasts'
import { channelsText } from '../../../texts/channels'
import { useSavePreferences } from '../api/preferences'

const isEmailChoice = (value: string): value is EmailChoice => (EMAIL_CHOICES as readonly string[]).includes(value)

/**
 * The zone to show: the saved one, unless it is still the default and this device says where the
 * person is (then that, to be saved with the rest).
 */
function shownTimeZone(saved: string): string {
  if (saved !== DEFAULT_TIME_ZONE) return saved
  return Intl.DateTimeFormat().resolvedOptions().timeZone || saved
}

/** Every zone this browser knows, and the shown one even if it does not (the server checks it). */
function timeZoneChoices(shown: string): string[] {
  return [...new Set([shown, DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')])].sort()
}

/** The events × channels table, quiet hours, digest time and zone, saved together. */
export function PreferencesForm({ saved }: { saved: PreferencesBody }) {
  const save = useSavePreferences()
  const [channels, setChannels] = useState(saved.channels)
  const [quietOn, setQuietOn] = useState(saved.quietHours !== null)
  const [quietFrom, setQuietFrom] = useState(saved.quietHours?.from ?? '22:00')
  const [quietTo, setQuietTo] = useState(saved.quietHours?.to ?? '07:00')
  const [digestAt, setDigestAt] = useState(saved.digestAt)
  const [timeZone, setTimeZone] = useState(() => shownTimeZone(saved.timeZone))
  const [zones] = useState(() => timeZoneChoices(timeZone))
  const [errors, setErrors] = useState<Record<string, string>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    // The button stays enabled while saving: disabling it would drop a keyboard user's focus.
    if (save.isPending) return
    const body = { channels, quietHours: quietOn ? { from: quietFrom, to: quietTo } : null, timeZone, digestAt }
    save.mutate(body, {
      onSuccess: () => {
        setErrors({})
        toasts.success(channelsText.saved)
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? (error.fields ?? {}) : {})
        toasts.error(messageOf(error))
      },
    })
  }

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{channelsText.event}</TableCell>
              <TableCell>{channelsText.push}</TableCell>
              <TableCell>{channelsText.email}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {NOTIFICATION_KINDS.map((kind) => {
              const name = channelsText.kinds[kind]
              const choice = channels[kind]
              return (
                <TableRow key={kind}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>
                    <Checkbox
                      checked={choice.push}
                      slotProps={{ input: { 'aria-label': channelsText.pushFor(name) } }}
                      onChange={(event) =>
                        setChannels((all) => ({ ...all, [kind]: { ...all[kind], push: event.target.checked } }))
                      }
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={choice.email}
                      slotProps={{ htmlInput: { 'aria-label': channelsText.emailFor(name) } }}
                      onChange={(event) => {
                        const email = event.target.value
                        if (isEmailChoice(email)) setChannels((all) => ({ ...all, [kind]: { ...all[kind], email } }))
                      }}
                    >
                      {EMAIL_CHOICES.map((option) => (
                        <MenuItem key={option} value={option}>
                          {channelsText.emailChoices[option]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Checkbox
            checked={quietOn}
            onChange={(event) => setQuietOn(event.target.checked)}
            slotProps={{ input: { 'aria-label': channelsText.quietHours } }}
          />
          <Typography>{channelsText.quietHours}</Typography>
        </Stack>
        <Stack direction="row" spacing={2}>
          <TextField
            type="time"
            label={channelsText.quietFrom}
            value={quietFrom}
            disabled={!quietOn}
            onChange={(event) => setQuietFrom(event.target.value)}
            error={Boolean(errors.quietHours)}
            helperText={errors.quietHours}
          />
          <TextField
            type="time"
            label={channelsText.quietTo}
            value={quietTo}
            disabled={!quietOn}
            onChange={(event) => setQuietTo(event.target.value)}
          />
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="time"
          label={channelsText.digestAt}
          value={digestAt}
          onChange={(event) => setDigestAt(event.target.value)}
          error={Boolean(errors.digestAt)}
          helperText={errors.digestAt}
        />
        {/* Some 400 zones: typing filters them, and only the matching ones are drawn. */}
        <Autocomplete
          options={zones}
          value={timeZone}
          disableClearable
          onChange={(_event, zone) => setTimeZone(zone)}
          sx={{ minWidth: 260 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={channelsText.timeZone}
              error={Boolean(errors.timeZone)}
              helperText={errors.timeZone}
            />
          )}
        />
      </Stack>
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {channelsText.save}
      </Button>
    </Stack>
  )
}
