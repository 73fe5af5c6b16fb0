import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import {
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetKind,
} from '@shared/moderation-choices'
import { messageOf } from '../../../lib/error-message'
import { toasts } from '../../../lib/toasts'
import { trustText } from '../../../texts/trust'
import { useSendReport } from '../api/reports'

const text = trustText.report

export interface ReportButtonProps {
  target: { kind: ReportTargetKind; id: string }
  /** The button's accessible name: what is reported ("Report this food"). */
  label: string
  size?: 'small' | 'medium'
}

/** "Report": a reason and optional details, sent to the moderators. */
export function ReportButton({ target, label, size = 'small' }: ReportButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={label}>
        {text.button}
      </Button>
      {open && <ReportDialog target={target} onClose={() => setOpen(false)} />}
    </>
  )
}

export function ReportDialog({ target, onClose }: { target: ReportButtonProps['target']; onClose: () => void }) {
  const titleId = useId()
  const sending = useSendReport()
  const [reason, setReason] = useState<ReportReason>('spam')
  const [details, setDetails] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    const typed = details.trim()
    sending.mutate(
      { target, reason, ...(typed ? { details: typed } : {}) },
      {
        onSuccess: () => {
          toasts.success(text.sent)
          onClose()
        },
        onError: (error) => toasts.error(messageOf(error)),
      },
    )
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{text.title[target.kind]}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={text.reason}
              value={reason}
              onChange={(event) => setReason(REPORT_REASONS.find((choice) => choice === event.target.value) ?? 'other')}
            >
              {REPORT_REASONS.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {text.reasons[choice]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={text.details}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: MAX_REPORT_DETAILS } }}
            />
            <Typography variant="body2" color="text.secondary">
              {text.hint}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={sending.isPending}>
            {text.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
