import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { messageOf } from '../../../lib/error-message'
import type { FoodRequest } from '../../../lib/api-client'
import { toasts } from '../../../lib/toasts'
import { localTimeText, pickupText, windowText } from '../../../texts/pickup'
import { calendarUrl, useConfirmPickup } from '../api/confirm-pickup'

/**
 * What an accepted requester does next (on /myrequest and in the conversation): confirm by the
 * time the donor's acceptance holds, or the portions go back on offer; and put the pickup in a calendar.
 */
export function PickupConfirmation({ request }: { request: FoodRequest }) {
  const confirming = useConfirmPickup()
  if (request.status !== 'Accepted') return null

  async function confirm() {
    try {
      await confirming.mutateAsync(request._id)
      toasts.success(pickupText.confirmDone)
    } catch (error) {
      toasts.error(pickupText.confirmFailed(messageOf(error)))
    }
  }

  const confirmed = request.confirmed === true || confirming.isSuccess
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {request.pickupWindow && (
        <Typography variant="body2">
          <strong>{pickupText.window}:</strong> {windowText(request.pickupWindow)}
        </Typography>
      )}
      {confirmed ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {pickupText.confirmed}
        </Typography>
      ) : (
        request.confirmBy && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {pickupText.confirmBy(localTimeText(request.confirmBy))}
          </Typography>
        )
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!confirmed && (
          <Button size="small" variant="contained" onClick={() => void confirm()} disabled={confirming.isPending}>
            {pickupText.confirm}
          </Button>
        )}
        <Button size="small" variant="outlined" href={calendarUrl(request._id)} download>
          {pickupText.addToCalendar}
        </Button>
      </Stack>
    </Stack>
  )
}
