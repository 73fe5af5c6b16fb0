import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Alert from '@mui/material/Alert'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { paths } from '../../config/paths'
import { AuthCard, AuthSwitch } from '../../features/auth/auth-card'
import { GoogleButton } from '../../features/auth/google-button'
import { useSession } from '../../features/auth/session-context'
import { useAuthAttempt } from '../../features/auth/use-auth-attempt'
import { emailIssue } from '../../features/auth/validation'
import { copy } from '../../texts/copy'
import { formText, loginReasonText, loginText, requiredText } from '../../texts/auth'

/** Where RequireAuth sent the user from; only an in-app path, so no redirect can leave the site. */
function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.home
  const { from } = state
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home
  return from
}

export function Component() {
  const { signIn, signInWithGoogle } = useSession()
  const location = useLocation()
  const { busy, attempt } = useAuthAttempt()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})

  const from = returnPath(location.state)

  function logIn(action: () => Promise<void>) {
    void attempt(action, copy.toast.loginSuccess, from)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const issues = { email: emailIssue(email), password: password === '' ? requiredText.password : undefined }
    setErrors(issues)
    if (issues.email || issues.password) return
    logIn(() => signIn(email.trim(), password))
  }

  return (
    <AuthCard title={copy.nav.login} footer={<GoogleButton onClick={() => logIn(signInWithGoogle)} disabled={busy} />}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {from.startsWith(paths.details('')) && (
          <Alert severity="info" role="note">
            {loginReasonText.details}
          </Alert>
        )}
        <TextField
          label={formText.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField
          label={formText.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          {copy.login.forgotPassword}
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {loginText.submit}
        </Button>
        <AuthSwitch prompt={loginText.noAccount} to={paths.register} label={copy.nav.register} />
      </Stack>
    </AuthCard>
  )
}
