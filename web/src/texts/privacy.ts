import en from '../locales/en/privacy.json'
import { catalogue } from './catalog'

const section = catalogue('privacy', en)

/** The privacy policy the footer links to: what FoodShare stores, who sees it, how to get it deleted. */
export const privacyText = section('privacyText')
