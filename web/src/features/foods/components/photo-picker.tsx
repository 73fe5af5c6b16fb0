import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent } from 'react'
import { IMAGE_TYPES } from '../../../config/constants'
import { messageOf } from '../../../lib/error-message'
import { uploadPhoto } from '../api/upload-photo'
import { preparePhoto } from '../prepare-photo'
import { formText } from '../../../texts/auth'
import { photoPickerText } from '../../../texts/foods'

type PhotoPickerProps = {
  /** True while a photo is on its way, so the form is not sent with the previous image. */
  onBusyChange: (busy: boolean) => void
} & (
  | {
      /** The uploaded photo's URL (`/api/images/{id}`), for the form's image field. */
      onUploaded: (url: string) => void
      onHeld?: undefined
    }
  | {
      /**
       * Instead of uploading at once, hands over the prepared photo for the caller to upload
       * later: at sign-up nobody is signed in yet, and an upload needs a signed-in user.
       */
      onHeld: (photo: Blob) => void
      onUploaded?: undefined
    }
)

/** The picked photo as a `data:` URL: the Content-Security-Policy allows those for images, not `blob:`. */
function dataUrlOf(photo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    // readAsDataURL always yields a string.
    reader.addEventListener('load', () => resolve(typeof reader.result === 'string' ? reader.result : ''))
    reader.addEventListener('error', () => reject(reader.error ?? new Error(formText.photoUnreadable)))
    reader.readAsDataURL(photo)
  })
}

/**
 * "Upload a photo": the photo goes up at once, with its progress, and its URL fills the form's
 * image field (which stays editable). The preview shows the photo as the API keeps it. With
 * `onHeld`, the photo is only prepared and previewed, and the caller uploads it.
 */
export function PhotoPicker({ onUploaded, onHeld, onBusyChange }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState(0)
  const [preview, setPreview] = useState<string>()
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const photo = await preparePhoto(file)
      // The local copy shows while it uploads; the kept one replaces it once it is stored.
      setPreview(await dataUrlOf(photo))
      if (onHeld) {
        onHeld(photo)
        return undefined
      }
      return uploadPhoto(photo, setProgress)
    },
    onMutate: () => {
      setProgress(0)
      onBusyChange(true)
    },
    onSuccess: (uploaded) => {
      if (!uploaded) return
      setPreview(uploaded.url)
      onUploaded?.(uploaded.url)
    },
    onError: () => setPreview(undefined),
    onSettled: () => onBusyChange(false),
  })

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Cleared, so picking the same file again after a failure uploads it again.
    event.target.value = ''
    if (file) upload.mutate(file)
  }

  const percent = Math.round(progress * 100)
  return (
    <Box
      role="group"
      aria-label={photoPickerText.group}
      sx={{ gridColumn: { md: '1 / -1' }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label={photoPickerText.button}
        hidden
        onChange={pick}
      />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending}>
        {photoPickerText.button}
      </Button>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={photoPickerText.preview}
          sx={{ height: 120, maxWidth: 200, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Box sx={{ flex: '1 1 200px' }}>
        {upload.isPending && (
          <LinearProgress
            variant={progress > 0 ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={photoPickerText.progress}
          />
        )}
        <Typography variant="body2" role="status" color={upload.isError ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
          {upload.isPending && photoPickerText.uploading(percent)}
          {upload.isSuccess && (onHeld ? photoPickerText.held : photoPickerText.uploaded)}
          {upload.isError && messageOf(upload.error)}
        </Typography>
      </Box>
    </Box>
  )
}
