import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ToastContentProps } from 'react-toastify'

/** A button on a toast, for a choice the person makes ('Reload to update'). */
export interface ToastAction {
  label: string
  onClick: () => void
}

/** A toast's content: the message and one button, which closes the toast and acts. */
export function toastWithAction(message: string, action: ToastAction) {
  return function ToastWithAction({ closeToast }: ToastContentProps) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>{message}</span>
        <Button
          variant="contained"
          size="small"
          onClick={() => {
            closeToast()
            action.onClick()
          }}
        >
          {action.label}
        </Button>
      </Stack>
    )
  }
}
