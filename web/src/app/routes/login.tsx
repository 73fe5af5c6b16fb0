import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent, type MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { paths } from '../../config/paths'
import { AuthCard, AuthSwitch } from '../../features/auth/auth-card'
import { GoogleButton } from '../../features/auth/google-button'
import { useSession } from '../../features/auth/session-context'
import { useAuthAttempt } from '../../features/auth/use-auth-attempt'
import { emailIssue } from '../../features/auth/validation'
import { copy } from '@shared/copy'
import { loginText, requiredText } from '../../texts/auth'

/** Where RequireAuth sent the user from; only an in-app path, so no redirect can leave the site. */
function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.home
  const { from } = state
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home
  return from
}

/** The link goes nowhere (docs/product.md, Screens). */
function stay(event: MouseEvent) {
  event.preventDefault()
}

export function Component() {
  const { signIn, signInWithGoogle } = useSession()
  const location = useLocation()
  const { busy, attempt } = useAuthAttempt()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})

  function logIn(action: () => Promise<void>) {
    void attempt(action, copy.toast.loginSuccess, returnPath(location.state))
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
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Link href="#" onClick={stay} variant="body2" sx={{ alignSelf: 'flex-end' }}>
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
