import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import Swal from 'sweetalert2'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { apiErrors } from '@shared/copy'
import { paths } from '../../../config/paths'
import { apiUrl, server } from '../../../test/msw'
import { renderApp } from '../../../test/render'
import { addFoodText, foodFormLabels, photoPickerText } from '../../../texts/foods'

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

const UPLOADED_URL = '/api/images/AbC123uploaded'

/** A small photo as a phone's file picker hands it over (not a real image: nothing here decodes it, so it goes as it is). */
function photoFile(type = 'image/jpeg', name = 'soup.jpg'): File {
  return new File([new Uint8Array(4096).fill(7)], name, { type })
}

/** The picker's own live line: the form has others (the pickup pin's). */
function photoStatus(): HTMLElement {
  return within(screen.getByRole('group', { name: photoPickerText.group })).getByRole('status')
}

function pickerInput(): HTMLInputElement {
  const input = screen.getByLabelText<HTMLInputElement>(photoPickerText.button)
  expect(input).toHaveAttribute('type', 'file')
  return input
}

test('a picked photo goes up with its own type, shows progress, then its preview, and its URL fills the image field', async () => {
  const uploads: (string | null)[] = []
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  server.use(
    http.post(apiUrl(apiPaths.images), async ({ request }) => {
      // The type only: the browser journey checks real bytes.
      uploads.push(request.headers.get('content-type'))
      await answered
      return HttpResponse.json({ url: UPLOADED_URL }, { status: 201 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  const submit = await screen.findByRole('button', { name: addFoodText.submit })

  await user.upload(pickerInput(), photoFile())

  // By label and alt text rather than role: role queries walk the whole app's tree, slowly.
  expect(await screen.findByLabelText(photoPickerText.progress)).toHaveAttribute('role', 'progressbar')
  const status = photoStatus()
  expect(status).toHaveTextContent(/^Uploading the photo… \d+%$/)
  expect(submit).toBeDisabled()
  // While it goes up, the preview is the picked photo itself.
  const preview = await screen.findByAltText(photoPickerText.preview)
  expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
  answer()
  await waitFor(() => expect(status).toHaveTextContent(photoPickerText.uploaded))
  expect(screen.getByAltText(photoPickerText.preview)).toHaveAttribute('src', UPLOADED_URL)
  expect(screen.queryByLabelText(photoPickerText.progress)).not.toBeInTheDocument()
  expect(uploads).toEqual(['image/jpeg'])
  const imageUrl = screen.getByRole('textbox', { name: foodFormLabels.foodImg })
  expect(imageUrl).toHaveValue(UPLOADED_URL)
  expect(submit).toBeEnabled()
})

test("a refused photo shows the server's reason, no preview, and leaves the image URL as it was", async () => {
  server.use(
    http.post(apiUrl(apiPaths.images), async () => {
      await delay(10)
      return HttpResponse.json({ error: apiErrors.notAnImage }, { status: 400 })
    }),
  )
  const user = userEvent.setup()
  renderApp(paths.addFood, { user: {} })
  const imageUrl = await screen.findByRole('textbox', { name: foodFormLabels.foodImg })
  await user.click(imageUrl)
  await user.paste('https://images.example.com/soup.jpg')

  await user.upload(pickerInput(), photoFile('image/png', 'notes.png'))

  const status = photoStatus()
  await waitFor(() => expect(status).toHaveTextContent(apiErrors.notAnImage))
  expect(screen.queryByAltText(photoPickerText.preview)).not.toBeInTheDocument()
  expect(imageUrl).toHaveValue('https://images.example.com/soup.jpg')
  expect(screen.getByRole('button', { name: addFoodText.submit })).toBeEnabled()
})

test('a photo neither the browser nor the API can read is refused before anything is sent', async () => {
  let uploads = 0
  server.use(
    http.post(apiUrl(apiPaths.images), () => {
      uploads += 1
      return HttpResponse.json({ url: UPLOADED_URL }, { status: 201 })
    }),
  )
  const user = userEvent.setup({ applyAccept: false })
  renderApp(paths.addFood, { user: {} })
  await screen.findByRole('button', { name: photoPickerText.button })

  await user.upload(pickerInput(), photoFile('image/heic', 'IMG_0001.HEIC'))

  const status = photoStatus()
  await waitFor(() => expect(status).toHaveTextContent(photoPickerText.unreadable))
  expect(uploads).toBe(0)
  expect(screen.getByRole('textbox', { name: foodFormLabels.foodImg })).toHaveValue('')
})
