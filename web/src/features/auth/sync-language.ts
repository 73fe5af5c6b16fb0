import type { Language } from '../../texts/catalog'
import { fetchAccountLanguage, sendLanguage } from './api/send-language'

/**
 * What the top bar knows of this browser: the language chosen here, if any, and the one the page
 * shows once started. Not the page's current language: a pre-rendered page is English until React
 * has adopted it, and an English account language sent then would undo the person's choice.
 */
export interface LanguageHere {
  chosen: Language | undefined
  shown: Language
}

/**
 * At each sign-in (docs/decisions/languages.md): a language chosen on this browser goes to the
 * account, so emails and pushes follow it; a browser where nobody chose one (a new device) takes
 * the account's; an account without one gets the page's. The top bar passes what it knows of this
 * browser, so this chunk does not pull app/language.ts out of the first load.
 */
export async function syncAccountLanguage(
  here: LanguageHere,
  switchTo: (language: Language) => Promise<void>,
): Promise<void> {
  const { language: account } = await fetchAccountLanguage()
  if (account && !here.chosen) {
    if (account !== here.shown) await switchTo(account)
    return
  }
  if (account !== here.shown) await sendLanguage(here.shown)
}
