/**
 * The web's own navigation labels (the spec's are in functions/src/shared/copy.ts). A file of its
 * own: the top bar is on the home's first load, and a text file a screen shares with it would ride
 * along whole.
 */
import en from '../locales/en/nav.json'
import { catalogue, onLanguageChanged } from './catalog'

const navText = catalogue('nav', en)('navText')

/** A live binding: importers read the current language's text at each use. */
export let accountNavLabel = navText.account
onLanguageChanged(() => {
  accountNavLabel = navText.account
})
