import { currentLanguage, type Language } from '../../texts/catalog'
import { fetchAccountLanguage, sendLanguage } from './api/send-language'

/**
 * At each sign-in (docs/decisions/languages.md): a language chosen on this browser goes to the
 * account, so emails and pushes follow it; a browser where nobody chose one (a new device) takes
 * the account's; an account without one gets the page's. The top bar passes what it knows of this
 * browser, so this chunk does not pull app/language.ts out of the first load.
 */
export async function syncAccountLanguage(
  storedHere: Language | undefined,
  switchTo: (language: Language) => Promise<void>,
): Promise<void> {
  const { language: account } = await fetchAccountLanguage()
  if (account && !storedHere) {
    if (account !== currentLanguage()) await switchTo(account)
    return
  }
  const here = currentLanguage()
  if (account !== here) await sendLanguage(here)
}
