import { storedLanguage, switchLanguage } from '../../app/language'
import { currentLanguage } from '../../texts/catalog'
import { fetchAccountLanguage, sendLanguage } from './api/send-language'

/**
 * At each sign-in (docs/decisions/languages.md): a language chosen on this browser goes to the
 * account, so emails and pushes follow it; a browser where nobody chose one (a new device) takes
 * the account's; an account without one gets the page's.
 */
export async function syncAccountLanguage(): Promise<void> {
  const { language: account } = await fetchAccountLanguage()
  if (account && !storedLanguage()) {
    if (account !== currentLanguage()) await switchLanguage(account)
    return
  }
  const here = currentLanguage()
  if (account !== here) await sendLanguage(here)
}
