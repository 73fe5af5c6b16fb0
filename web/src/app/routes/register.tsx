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
import { uploadPhoto } from '../../features/foods/api/upload-photo'
import { PhotoPicker } from '../../features/foods/components/photo-picker'
import { copy } from '../../texts/copy'
import { formText, registerText, requiredText } from '../../texts/auth'

interface Fields {
  name: string
  email: string
  photoURL: string
  password: string
}

/** A chosen photo stands in for the Photo URL: its upload fills it once the account exists. A typed one keeps the field's rules. */
function issuesOf(fields: Fields, photoChosen: boolean): Partial<Record<keyof Fields, string>> {
  return {
    name: fields.name.trim() === '' ? requiredText.name : undefined,
    email: emailIssue(fields.email),
    photoURL: photoChosen && fields.photoURL.trim() === '' ? undefined : photoUrlIssue(fields.photoURL),
    password: passwordIssue(fields.password),
  }
}

export function Component() {
  const { register, signInWithGoogle } = useSession()
  const { busy, attempt } = useAuthAttempt()
  const [fields, setFields] = useState<Fields>({ name: '', email: '', photoURL: '', password: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})
  // The chosen photo waits here: it can only be uploaded once the account exists and is signed in.
  const [photo, setPhoto] = useState<Blob>()
  const [preparingPhoto, setPreparingPhoto] = useState(false)

  /** Uploads the chosen photo as the new account; its URL, absolute like a typed one, fills the field. */
  async function uploadChosen(chosen: Blob, idToken: string): Promise<string> {
    const { url } = await uploadPhoto(chosen, () => undefined, idToken)
    const absolute = new URL(url, window.location.origin).href
    setFields((prev) => ({ ...prev, photoURL: absolute }))
    return absolute
  }

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
    const issues = issuesOf(fields, photo !== undefined)
    setErrors(issues)
    if (Object.values(issues).some(Boolean)) return
    void attempt(
      () =>
        register({
          name: fields.name.trim(),
          email: fields.email.trim(),
          photoURL: fields.photoURL.trim(),
          password: fields.password,
          photo: photo && ((idToken) => uploadChosen(photo, idToken)),
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
        <TextField
          label={formText.photoURL}
          type="url"
          autoComplete="photo"
          {...field('photoURL')}
          required={photo === undefined}
        />
        <PhotoPicker onHeld={setPhoto} onBusyChange={setPreparingPhoto} />
        <TextField label={formText.password} type="password" autoComplete="new-password" {...field('password')} />
        <Button type="submit" variant="contained" size="large" disabled={busy || preparingPhoto}>
          {registerText.submit}
        </Button>
        <AuthSwitch prompt={registerText.haveAccount} to={paths.login} label={copy.nav.login} />
      </Stack>
    </AuthCard>
  )
}
