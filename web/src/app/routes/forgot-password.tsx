import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { authErrorMessage } from '../../features/auth/auth-error'
import { useSession } from '../../features/auth/session-context'
import { emailIssue } from '../../features/auth/validation'
import { toasts } from '../../lib/toasts'
import { copy } from '../../texts/copy'
import { forgotPasswordText, formText } from '../../texts/auth'

/**
 * "Forgot password?": sends Firebase Auth's password reset email. The confirmation reads the same
 * whether or not the address has an account, so nobody learns who uses FoodShare.
 */
export function Component() {
  const { sendPasswordReset } = useSession()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const issue = emailIssue(email)
    setError(issue)
    if (issue) return
    setBusy(true)
    try {
      await sendPasswordReset(email.trim())
      setSentTo(email.trim())
    } catch (caught) {
      toasts.error(copy.toast.somethingWentWrong(authErrorMessage(caught)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" align="center" sx={{ fontWeight: 800, mb: 2 }}>
          {forgotPasswordText.title}
        </Typography>
        <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
          <Typography>{forgotPasswordText.intro}</Typography>
          <TextField
            label={formText.email}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
          {sentTo && (
            <Alert severity="success" role="status">
              {forgotPasswordText.sent(sentTo)}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {forgotPasswordText.submit}
          </Button>
          <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
            {forgotPasswordText.backToLogin}
          </Link>
        </Stack>
      </Paper>
    </Container>
  )
}
