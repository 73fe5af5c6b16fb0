import { useId, useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import { copy } from '../../../texts/copy'
import { apiErrorText as apiErrors } from '../../../texts/api-errors'
import type { Food } from '@shared/responses'
import { MAX_REQUEST_MESSAGE } from '@shared/request-status'
import { paths } from '../../../config/paths'
import { showError, showSuccess } from '../../../lib/dialogs'
import { ApiError, isNetworkFailure, type PickupWindowBody } from '../../../lib/api-client'
import { pickupText, windowText } from '../../../texts/pickup'
import { messageOf } from '../../../lib/error-message'
import { NOT_SENT } from '../../../texts/errors'
import { useSendFoodRequest, type NewRequest } from '../api/send-food-request'
import { loopText, requestModalText } from '../../../texts/requests'

interface RequestModalProps {
  open: boolean
  onClose: () => void
  food: Food
  userEmail: string
  /** Taken when the modal opens: `toLocaleTimeString('en-US')`, which the API accepts. */
  requestedTime: string
  /** The send answered 404: the food went while its page was open, and the page should read it again. */
  onFoodGone: () => void
}

/** The portions typed, if they are a whole number from 1 to what is left. */
function portionsOf(typed: string, left: number): number | undefined {
  if (!/^\d{1,6}$/.test(typed.trim())) return undefined
  const portions = Number(typed)
  return portions >= 1 && portions <= left ? portions : undefined
}

/**
 * The 'Add to Request' form of /details (docs/product.md, Screens): what the person decides first, the portions (all
 * that are left, unless they ask for fewer, as the field says) and an optional message to the donor
 * (docs/product.md, Requests), then the spec's fields, prefilled and read-only, below. Mount it afresh for each opening, so both start over.
 */
export function RequestModal({ open, onClose, food, userEmail, requestedTime, onFoodGone }: RequestModalProps) {
  const titleId = useId()
  const navigate = useNavigate()
  const requesting = useSendFoodRequest()
  // A second click before the re-render that disables the button must not send twice.
  const busy = useRef(false)
  const [portionsTyped, setPortionsTyped] = useState(String(food.portionsLeft))
  const [message, setMessage] = useState('')
  const [notSent, setNotSent] = useState(false)
  const [portionsShown, setPortionsShown] = useState(false)
  const [windowChosen, setWindowChosen] = useState<string>()
  const [windowShown, setWindowShown] = useState(false)
  // The windows still open when the form opened; the server holds the request to one of them.
  const [openWindows] = useState(() => (food.pickupWindows ?? []).filter(({ end }) => Date.parse(end) > Date.now()))
  const pickupWindow = openWindows.find(({ start }) => start === windowChosen)
  const windowMissing = openWindows.length > 0 && pickupWindow === undefined
  const anyLeft = food.portionsLeft > 0
  const portions = portionsOf(portionsTyped, food.portionsLeft)

  const request: NewRequest = {
    foodName: food.foodName,
    foodId: food._id,
    foodImg: food.foodImg,
    requestedTime,
    userEamil: userEmail,
    expireDateTime: food.expireDateTime,
    foodStatus: 'Requested',
    location: food.location,
    donator: { name: food.donator.name, email: food.donator.email },
    message,
  }

  /**
   * SweetAlert2 hides the rest of the page from assistive technology while it shows, and on closing
   * puts back the `aria-hidden` it found. Opened during this modal's exit it would find, and later
   * put back, the modal's own `aria-hidden` on the app, leaving every screen hidden from screen
   * readers. So what follows the modal waits until the modal has gone.
   */
  const afterClosed = useRef<(() => void) | undefined>(undefined)
  function closeThen(next: () => void) {
    afterClosed.current = next
    onClose()
  }

  async function send(body: NewRequest) {
    busy.current = true
    setNotSent(false)
    try {
      const result = await requesting.mutateAsync(body)
      if (!result.insertedId) {
        closeThen(() => void showError(requestModalText.failed, apiErrors.internal))
        return
      }
      closeThen(() => {
        void showSuccess(copy.dialog.requestSent)
        void navigate(paths.myRequest)
      })
    } catch (error) {
      // Nothing reached the server: the form stays, with what was typed, and says so.
      if (isNetworkFailure(error)) setNotSent(true)
      // The food is gone: the page behind becomes the gone-food page, which says so.
      else if (error instanceof ApiError && error.status === 404) {
        onFoodGone()
        onClose()
      } else closeThen(() => void showError(requestModalText.failed, messageOf(error)))
    } finally {
      busy.current = false
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    // With nothing left the server says why (409); otherwise the number must fit first.
    if ((anyLeft && portions === undefined) || windowMissing) {
      setPortionsShown(true)
      setWindowShown(true)
      return
    }
    const asked = portions === undefined ? request : { ...request, portions }
    void send(pickupWindow ? { ...asked, pickupWindow } : asked)
  }
  const portionsError = portionsShown && anyLeft && portions === undefined

  const fields: readonly [keyof typeof requestModalText.labels, string][] = [
    ['foodName', request.foodName],
    ['foodImg', request.foodImg],
    ['foodId', request.foodId],
    ['donatorEmail', request.donator.email],
    ['donatorName', request.donator.name],
    ['userEamil', request.userEamil],
    ['requestedTime', request.requestedTime],
    ['location', request.location],
    ['expireDateTime', request.expireDateTime],
    ['foodStatus', request.foodStatus],
  ]

  return (
    <Dialog
      open={open}
      // While sending, the modal stays: the answer decides where the user goes.
      onClose={() => {
        if (!requesting.isPending) onClose()
      }}
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            const next = afterClosed.current
            afterClosed.current = undefined
            next?.()
          },
        },
      }}
      fullWidth
      maxWidth="md"
    >
      <Box component="form" onSubmit={submit}>
        <DialogTitle id={titleId}>{requestModalText.title}</DialogTitle>
        <DialogContent>
          {notSent && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {NOT_SENT}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              name="portions"
              type="number"
              label={loopText.form.portions}
              value={portionsTyped}
              onChange={(event) => {
                setPortionsTyped(event.target.value)
                setPortionsShown(true)
              }}
              disabled={!anyLeft}
              error={portionsError}
              helperText={
                portionsError
                  ? loopText.form.portionsInvalid(food.portionsLeft)
                  : `${loopText.portionsLeft(food.portionsLeft, food.quantity)}. ${loopText.form.portionsDefault(food.portionsLeft)}`
              }
              fullWidth
              slotProps={{ htmlInput: { min: 1, max: Math.max(food.portionsLeft, 1), step: 1, inputMode: 'numeric' } }}
            />
            <TextField
              name="message"
              label={loopText.form.message}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              helperText={loopText.form.messageCount(message.length, MAX_REQUEST_MESSAGE)}
              slotProps={{ htmlInput: { maxLength: MAX_REQUEST_MESSAGE } }}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            {(food.pickupWindows ?? []).length > 0 && (
              <PickupWindowChoice
                windows={openWindows}
                chosen={windowChosen}
                onChoose={setWindowChosen}
                error={windowShown && windowMissing}
              />
            )}
            <Typography variant="subtitle2" component="h3" sx={{ gridColumn: '1 / -1', mt: 1 }}>
              {requestModalText.prefilled}
            </Typography>
            {fields.map(([name, value]) => (
              <TextField
                key={name}
                name={name}
                label={requestModalText.labels[name]}
                value={value}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={requesting.isPending}>
            {requestModalText.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={requesting.isPending}>
            {copy.details.request}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}

interface PickupWindowChoiceProps {
  windows: readonly PickupWindowBody[]
  chosen: string | undefined
  onChoose: (start: string) => void
  error: boolean
}

/** The food's open pickup windows, one to choose (by its start: no two windows of a food overlap). */
function PickupWindowChoice({ windows, chosen, onChoose, error }: PickupWindowChoiceProps) {
  const legendId = useId()
  return (
    <FormControl error={error} sx={{ gridColumn: { sm: '1 / -1' } }}>
      <FormLabel id={legendId}>{pickupText.request.legend}</FormLabel>
      {windows.length === 0 ? (
        <FormHelperText>{pickupText.request.none}</FormHelperText>
      ) : (
        <RadioGroup aria-labelledby={legendId} value={chosen ?? ''} onChange={(event) => onChoose(event.target.value)}>
          {windows.map((window) => (
            <FormControlLabel key={window.start} value={window.start} control={<Radio />} label={windowText(window)} />
          ))}
        </RadioGroup>
      )}
      <FormHelperText>{error ? pickupText.request.required : pickupText.request.help}</FormHelperText>
    </FormControl>
  )
}
