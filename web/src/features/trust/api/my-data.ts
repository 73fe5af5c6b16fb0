import { apiPaths } from '@shared/api-paths'
import { api, credentialedApi, myDataBody, successResult } from '../../../lib/api-client'

export const EXPORT_FILE_NAME = 'foodshare-my-data.json'

/**
 * Saves everything the API stores about the caller as a JSON file. Fetched rather than linked, so a
 * failure shows as a message on the page instead of a downloaded error.
 */
export async function downloadMyData(): Promise<void> {
  const data = await credentialedApi(apiPaths.myExport, { schema: myDataBody })
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = EXPORT_FILE_NAME
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Deletes the caller's account with an ID token of a recent sign-in. Not the credentialed client:
 * a 401 here means "sign in again", not "your session ended", so it must not sign the person out.
 */
export function sendAccountDeletion(idToken: string) {
  return api(apiPaths.me, { method: 'DELETE', headers: { Authorization: `Bearer ${idToken}` }, schema: successResult })
}
