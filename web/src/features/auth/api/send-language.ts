import { apiPaths } from '@shared/api-paths'
import { accountLanguageBody, credentialedApi, languageBody } from '../../../lib/api-client'

/** Keeps the chosen language on the account, so its emails and pushes come in it (docs/decisions/languages.md). */
export function sendLanguage(language: string) {
  return credentialedApi(apiPaths.language, { method: 'PUT', body: { language }, schema: languageBody })
}

/** The language chosen on the account, or null before any choice. */
export function fetchAccountLanguage() {
  return credentialedApi(apiPaths.language, { schema: accountLanguageBody })
}
