import { API_PREFIX, apiPaths } from '@shared/api-paths'
import {
  apiFailure,
  jsonOf,
  networkFailure,
  parseAnswer,
  uploadedImage,
  type UploadedImage,
} from '../../../lib/api-client'

/**
 * POST /api/images with the photo's bytes as the body. XMLHttpRequest rather than the JSON client's
 * fetch: only XHR reports upload progress, which a photo on a slow connection needs. `idToken`,
 * when given, signs the call instead of the session cookie: right after sign-up the cookie may
 * not be there yet.
 */
export function uploadPhoto(
  photo: Blob,
  onProgress: (fraction: number) => void,
  idToken?: string,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${API_PREFIX}${apiPaths.images}`)
    request.withCredentials = true
    request.setRequestHeader('Content-Type', photo.type)
    if (idToken) request.setRequestHeader('Authorization', `Bearer ${idToken}`)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      const data = jsonOf(request.responseText)
      if (request.status !== 201) return reject(apiFailure(request.status, data, true))
      try {
        resolve(parseAnswer(apiPaths.images, uploadedImage, data))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
    request.addEventListener('error', () => reject(networkFailure()))
    request.send(photo)
  })
}
