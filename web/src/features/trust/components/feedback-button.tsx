import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { MAX_FEEDBACK_COMMENT } from '@shared/constants'
import { FEEDBACK_RATINGS, FEEDBACK_REASONS, type FeedbackRating, type FeedbackReason } from '@shared/trust-choices'
import { messageOf } from '../../../lib/error-message'
import { toasts } from '../../../lib/toasts'
import { trustText } from '../../../texts/trust'
import { useSendFeedback } from '../api/feedback'

const text = trustText.feedback

export interface FeedbackButtonProps {
  requestId: string
  /** The person the feedback is about, for the button's accessible name. */
  about: string
}

/** "Leave feedback" after a handover: positive or negative, a reason with a negative, an optional comment. */
export function FeedbackButton({ requestId, about }: FeedbackButtonProps) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  if (sent) return null
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} aria-label={text.buttonFor(about)}>
        {text.button}
      </Button>
      {open && (
        <FeedbackDialog
          requestId={requestId}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false)
            setSent(true)
          }}
        />
      )}
    </>
  )
}

function FeedbackDialog({
  requestId,
  onClose,
  onSent,
}: {
  requestId: string
  onClose: () => void
  onSent: () => void
}) {
  const titleId = useId()
  const sending = useSendFeedback()
  const [rating, setRating] = useState<FeedbackRating>('positive')
  const [reason, setReason] = useState<FeedbackReason | ''>('')
  const [comment, setComment] = useState('')
  const [reasonError, setReasonError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (rating === 'negative' && !reason) {
      setReasonError(text.needReason)
      return
    }
    const typed = comment.trim()
    sending.mutate(
      {
        requestId,
        rating,
        ...(rating === 'negative' && reason ? { reason } : {}),
        ...(typed ? { comment: typed } : {}),
      },
      {
        onSuccess: () => {
          toasts.success(text.sent)
          onSent()
        },
        onError: (error) => toasts.error(messageOf(error)),
      },
    )
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{text.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControl>
              <FormLabel id={`${titleId}-rating`}>{text.rating}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-rating`}
                value={rating}
                onChange={(event) => setRating(event.target.value === 'negative' ? 'negative' : 'positive')}
              >
                {FEEDBACK_RATINGS.map((choice) => (
                  <FormControlLabel key={choice} value={choice} control={<Radio />} label={text.ratings[choice]} />
                ))}
              </RadioGroup>
            </FormControl>
            {rating === 'negative' && (
              <TextField
                select
                required
                label={text.reason}
                value={reason}
                onChange={(event) => {
                  setReasonError(undefined)
                  setReason(FEEDBACK_REASONS.find((choice) => choice === event.target.value) ?? '')
                }}
                error={Boolean(reasonError)}
                helperText={reasonError}
              >
                {FEEDBACK_REASONS.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {text.reasons[choice]}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label={text.comment}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: MAX_FEEDBACK_COMMENT } }}
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
