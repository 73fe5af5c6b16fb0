import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { paths } from '../../config/paths'
import { AuthCard, AuthSwitch } from '../../features/auth/auth-card'
import { GoogleButton } from '../../features/auth/google-button'
import { useSession } from '../../features/auth/session-context'
import { useAuthAttempt } from '../../features/auth/use-auth-attempt'
import { emailIssue, passwordIssue, photoUrlIssue } from '../../features/auth/validation'
import { copy } from '../../texts/copy'
import { formText, registerText, requiredText } from '../../texts/auth'

interface Fields {
  name: string
  email: string
  photoURL: string
  password: string
}

function issuesOf(fields: Fields): Partial<Record<keyof Fields, string>> {
  return {
    name: fields.name.trim() === '' ? requiredText.name : undefined,
    email: emailIssue(fields.email),
    photoURL: photoUrlIssue(fields.photoURL),
    password: passwordIssue(fields.password),
  }
}

export function Component() {
  const { register, signInWithGoogle } = useSession()
  const { busy, attempt } = useAuthAttempt()
  const [fields, setFields] = useState<Fields>({ name: '', email: '', photoURL: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})

  function field(name: keyof Fields) {
    return {
      value: fields[name],
      onChange: (event: { target: { value: string } }) =>
        setFields((prev) => ({ ...prev, [name]: event.target.value })),
      error: Boolean(errors[name]),
      helperText: errors[name],
      required: true,
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const issues = issuesOf(fields)
    setErrors(issues)
    if (Object.values(issues).some(Boolean)) return
    void attempt(
      () =>
        register({
          name: fields.name.trim(),
          email: fields.email.trim(),
          photoURL: fields.photoURL.trim(),
          password: fields.password,
        }),
      copy.toast.registerSuccess,
      paths.home,
    )
  }

  return (
    <AuthCard
      title={copy.nav.register}
      footer={
        <GoogleButton
          onClick={() => void attempt(signInWithGoogle, copy.toast.loginSuccess, paths.home)}
          disabled={busy}
        />
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField label={formText.name} autoComplete="name" {...field('name')} />
        <TextField label={formText.email} type="email" autoComplete="email" {...field('email')} />
        <TextField label={formText.photoURL} type="url" autoComplete="photo" {...field('photoURL')} />
        <TextField label={formText.password} type="password" autoComplete="new-password" {...field('password')} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {registerText.submit}
        </Button>
        <AuthSwitch prompt={registerText.haveAccount} to={paths.login} label={copy.nav.login} />
      </Stack>
    </AuthCard>
  )
}
