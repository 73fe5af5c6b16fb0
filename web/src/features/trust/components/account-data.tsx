import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { SESSION_RECENT_SIGN_IN_MS } from '@shared/constants'
import { ApiError } from '../../../lib/api-client'
import { messageOf } from '../../../lib/error-message'
import { toasts } from '../../../lib/toasts'
import { googleButtonText } from '../../../texts/auth'
import { trustText } from '../../../texts/trust'
import { downloadMyData, sendAccountDeletion } from '../api/my-data'

const text = trustText.account

export interface AccountDataProps {
  /** The session's current ID token and when its sign-in happened. */
  idToken: () => Promise<{ token: string; signedInAt: number; signInMethod: SignInMethod }>
  /** With the password for a password account; without it, through Google again. */
  reauthenticate: (password?: string) => Promise<void>
  /** After the account is gone: sign out here too and leave. */
  onDeleted: () => void
}

/** How the person proves who they are again (the session's `signInMethod`). */
type SignInMethod = 'password' | 'google'

type Step = 'idle' | { signIn: SignInMethod } | 'confirm'

/** "Download my data" and "Delete my account", which asks for a recent sign-in first, as the API does. */
export function AccountData({ idToken, reauthenticate, onDeleted }: AccountDataProps) {
  const [step, setStep] = useState<Step>('idle')
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => toasts.success(text.downloaded),
    onError: (error) => toasts.error(messageOf(error)),
  })
  const deletion = useMutation({
    mutationFn: async () => sendAccountDeletion((await idToken()).token),
    onSuccess: () => {
      setStep('idle')
      toasts.success(text.deleted)
      onDeleted()
    },
    onError: (error) => {
      // The server judges the sign-in too old after all (a clock apart, a slow dialog): sign in again.
      if (error instanceof ApiError && error.status === 401) void askToSignInAgain()
      else toasts.error(messageOf(error))
    },
  })

  async function startDeletion() {
    try {
      const { signedInAt, signInMethod } = await idToken()
      setStep(Date.now() - signedInAt > SESSION_RECENT_SIGN_IN_MS ? { signIn: signInMethod } : 'confirm')
    } catch (error) {
      toasts.error(messageOf(error))
    }
  }

  async function askToSignInAgain() {
    try {
      setStep({ signIn: (await idToken()).signInMethod })
    } catch (error) {
      toasts.error(messageOf(error))
    }
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{text.downloadHint}</Typography>
      <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
        {text.download}
      </Button>
      <Typography>{text.deleteHint}</Typography>
      <Button variant="contained" color="error" onClick={() => void startDeletion()}>
        {text.delete}
      </Button>
      {typeof step === 'object' && (
        <SignInAgainDialog
          method={step.signIn}
          reauthenticate={reauthenticate}
          onDone={() => setStep('confirm')}
          onClose={() => setStep('idle')}
        />
      )}
      <DeleteDialog
        open={step === 'confirm'}
        busy={deletion.isPending}
        onConfirm={() => deletion.mutate()}
        onClose={() => setStep('idle')}
      />
    </Stack>
  )
}

function SignInAgainDialog({
  method,
  reauthenticate,
  onDone,
  onClose,
}: {
  method: SignInMethod
  reauthenticate: (password?: string) => Promise<void>
  onDone: () => void
  onClose: () => void
}) {
  const titleId = useId()
  const [password, setPassword] = useState('')
  const signIn = useMutation({ mutationFn: reauthenticate, onSuccess: onDone })

  function submit(event: FormEvent) {
    event.preventDefault()
    signIn.mutate(password)
  }

  if (method === 'google') {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{text.signInAgainTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.signInAgainGoogle}</DialogContentText>
          <Button variant="outlined" fullWidth onClick={() => signIn.mutate(undefined)} disabled={signIn.isPending}>
            {googleButtonText}
          </Button>
          {signIn.isError && (
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {messageOf(signIn.error)}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
        </DialogActions>
      </Dialog>
    )
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{text.signInAgainTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.signInAgainText}</DialogContentText>
          <TextField
            label={text.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            error={signIn.isError}
            helperText={signIn.isError ? messageOf(signIn.error) : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={signIn.isPending || !password}>
            {text.confirmSignIn}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

function DeleteDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.deleteWhat}</DialogContentText>
        <Typography component="ul" sx={{ pl: 3 }}>
          {text.deleteItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Typography>
        <DialogContentText>{text.deleteKeeps}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {text.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
